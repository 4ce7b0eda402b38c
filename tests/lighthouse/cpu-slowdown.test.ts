import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, slowdownFor } from './cpu-slowdown.ts';

describe('the CPU slowdown a Lighthouse run is judged at', () => {
  it("follows Lighthouse's calculator at the points it names", () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 2);
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 5);
  });

  it('is gentler than the mobile profile only on a host slower than Lighthouse assumes', () => {
    expect(slowdownFor(4, 1050)).toBe(2.5);
    expect(slowdownFor(4, 1144)).toBe(2.69);
    expect(slowdownFor(4, 1533)).toBe(4);
    expect(slowdownFor(4, 1900)).toBe(4);
    expect(slowdownFor(4, 100)).toBe(1);
  });

  it("keeps the profile's own where the run does not slow the CPU or measured no host", () => {
    expect(slowdownFor(1, 600)).toBe(1);
    expect(slowdownFor(4, undefined)).toBe(4);
    expect(slowdownFor(4, Number.NaN)).toBe(4);
    expect(slowdownFor(4, 0)).toBe(4);
  });
});
