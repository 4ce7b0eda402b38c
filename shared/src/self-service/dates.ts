import { addDays, isIsoDate } from '../core/dates.ts';
import { ORDER_DATE_MIN } from './constants.ts';

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
