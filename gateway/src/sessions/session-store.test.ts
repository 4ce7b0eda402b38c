import { describe, expect, it } from 'vitest';
import { touchIntervalMs } from './session-store.ts';

describe('how often a session in use has its last use written', () => {
  it('is a tenth of the idle window, at most a minute', () => {
    expect(touchIntervalMs(1)).toBe(6_000);
    expect(touchIntervalMs(5)).toBe(30_000);
    expect(touchIntervalMs(60)).toBe(60_000);
    expect(touchIntervalMs(24 * 60)).toBe(60_000);
  });

  it('never comes close to the idle window itself, whatever the setting', () => {
    for (const minutes of [1, 2, 3, 10, 30, 59, 60, 480]) {
      expect(touchIntervalMs(minutes)).toBeLessThanOrEqual((minutes * 60_000) / 10);
      expect(touchIntervalMs(minutes)).toBeGreaterThanOrEqual(1_000);
    }
  });
});
