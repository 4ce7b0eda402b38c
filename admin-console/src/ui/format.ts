import { fanToolsText, isWebStatusOn, type Discount, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/**
 * How the console writes a FAN's and a group's values (002 §2.4), in the tool and in the resource pages alike.
 * Pure, so the rules are tested alone.
 */

/** 002 §3: 'Active' web status means ON. */
export function webStatusText(profile: Pick<FanProfile, 'onlExpStatus'>): string {
  return isWebStatusOn(profile) ? consoleText.on : consoleText.off;
}

/** 002 §2.4: the spec's True/False waivers read Yes/No, and blank when null. */
export function booleanText(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value ? consoleText.yes : consoleText.no;
}

function amountNumber(amount: number, fractionDigits: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(fractionDigits);
}

/** One discount: '%' after a percent amount, '$' before a dollar amount. */
export function discountValueText(discount: Discount): string {
  const { amount, amountType } = discount.discountVal;
  if (amountType === 'PERCENT') return `${Number(amountNumber(amount, 2))}%`;
  return `$${amountNumber(amount, 2)}`;
}

/** The SERVICE or ACCESSORY discounts of a profile, blank when there is none. */
export function discountText(discounts: readonly Discount[], type: Discount['discountType']): string {
  return discounts
    .filter((d) => d.discountType === type)
    .map(discountValueText)
    .join(', ');
}

export function affinityTagsText(tags: readonly string[]): string {
  return tags.join(', ');
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const ISO_LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function parseTimeStamp(raw: string): Date {
  if (/^\d+$/.test(raw)) {
    const n = Number(raw);
    return new Date(n < 1e11 ? n * 1000 : n); // epoch seconds or milliseconds
  }
  // A date-time without an offset is taken as UTC, never as the viewer's local time.
  if (ISO_LOCAL_DATE_TIME.test(raw)) return new Date(`${raw.replace(' ', 'T')}Z`);
  return new Date(raw);
}

/**
 * 002 §9: dates show as MM/DD/YYYY. The token time stamp may be an ISO date or date-time, epoch seconds or
 * milliseconds, or already MM/DD/YYYY; it is shown in UTC so the day never shifts with the viewer's time zone.
 * Unreadable → blank.
 */
export function formatCreatedOn(timeStamp: string | null | undefined): string {
  const raw = timeStamp?.trim();
  if (!raw) return '';
  if (US_DATE.test(raw)) return raw;
  const date = parseTimeStamp(raw);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad2(date.getUTCMonth() + 1)}/${pad2(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Badge colour group of a FAN status: Active green, Pending amber, anything else grey. */
export type StatusTone = 'active' | 'pending' | 'other';

export function statusTone(status: string): StatusTone {
  const s = status.trim().toLowerCase();
  if (s === 'active') return 'active';
  if (s === 'pending') return 'pending';
  return 'other';
}

/** A token link is shown as a link only when it is an http(s) address; anything else stays plain text. */
export function tokenLinkHref(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 002 §2.4 card header: 'List view' or 'Search view' plus ON/OFF. */
export function splashPageText(isList: boolean, isWebEnabled: boolean): string {
  return `${isList ? fanToolsText.listView : fanToolsText.searchView} ${isWebEnabled ? consoleText.on : consoleText.off}`;
}
