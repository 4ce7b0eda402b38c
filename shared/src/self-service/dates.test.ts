import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, localIsoDate } from '../core/dates.ts';
import { futureWindow, isWithin, orderDateWindow, widen } from './dates.ts';

describe('date windows (000 §5)', () => {
  it('restore/cancel window runs today..today+validity, inclusive', () => {
    const w = futureWindow('2026-02-20', 10);
    expect(w).toEqual({ min: '2026-02-20', max: '2026-03-02' });
    expect(isWithin('2026-02-20', w)).toBe(true);
    expect(isWithin('2026-03-02', w)).toBe(true);
    expect(isWithin('2026-02-19', w)).toBe(false);
    expect(isWithin('2026-03-03', w)).toBe(false);
  });
  it('order dates start from 2000-01-01', () => {
    const w = orderDateWindow('2026-02-20');
    expect(isWithin('2000-01-01', w)).toBe(true);
    expect(isWithin('1999-12-31', w)).toBe(false);
    expect(isWithin('2026-02-21', w)).toBe(false);
  });
  it('refuses what is not a calendar date', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('20260220')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isWithin('', futureWindow('2026-02-20', 10))).toBe(false);
  });
  it('adds days across months and years, widens both ends, reads local dates', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(widen({ min: '2026-01-01', max: '2026-01-02' }, 1)).toEqual({ min: '2025-12-31', max: '2026-01-03' });
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
