import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayOf, dayStart } from './day-bounds.ts';

describe('the audit filter days, in the employee time zone', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('starts a picked day at local midnight', () => {
    expect(dayStart('2026-11-28')).toBe('2026-11-28T05:00:00.000Z');
    expect(dayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
  });

  it('ends a "to" day where the next day starts, across a month end', () => {
    expect(dayStart('2026-11-30', 1)).toBe('2026-12-01T05:00:00.000Z');
  });

  it('shows the day an instant falls on, and the "to" day of its bound', () => {
    expect(dayOf('2026-11-28T05:00:00.000Z')).toBe('2026-11-28');
    expect(dayOf('2026-12-01T05:00:00.000Z', 1)).toBe('2026-11-30');
  });

  it('gives no bound for an empty or unreadable day, and a blank field for an unreadable instant', () => {
    expect(dayStart('')).toBeUndefined();
    expect(dayStart('28/11/2026')).toBeUndefined();
    expect(dayStart(null)).toBeUndefined();
    expect(dayOf('')).toBe('');
    expect(dayOf('yesterday')).toBe('');
    expect(dayOf(undefined)).toBe('');
  });
});
