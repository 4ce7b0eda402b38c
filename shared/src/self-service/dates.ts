import { ORDER_DATE_MIN } from './constants.ts';

/**
 * Dates travel as ISO calendar dates (YYYY-MM-DD). "Today" is the caller's: the browser's local date, the
 * gateway's UTC date widened by a day each side (a customer's today may differ from UTC's).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

export interface DateWindow {
  min: string;
  max: string;
}

/** 000 §5: today up to today plus validity days (restoreValidity, cancelValidity). */
export function futureWindow(today: string, validityDays: number): DateWindow {
  return { min: today, max: addDays(today, validityDays) };
}

/** 000 §5: order dates start from 2000-01-01 and cannot be in the future. */
export function orderDateWindow(today: string): DateWindow {
  return { min: ORDER_DATE_MIN, max: today };
}

export function isWithin(value: string, window: DateWindow): boolean {
  return isIsoDate(value) && value >= window.min && value <= window.max;
}

/** The same window widened by `days` each side (the gateway's allowance for time zones). */
export function widen(window: DateWindow, days: number): DateWindow {
  return { min: addDays(window.min, -days), max: addDays(window.max, days) };
}
