import { z } from 'zod';
import { fail, OK, type RuleResult } from '../core/result.ts';
import { fanToolsText } from './texts.ts';

/** 002 §9: a FAN ID is 8 digits. */
export const FAN_ID_LENGTH = 8;
/** A stored FAN id: exactly 8 digits. */
export const FAN_ID_PATTERN = new RegExp(`^\\d{${FAN_ID_LENGTH}}$`);
const DIGITS = /^\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** 002 §5: single FAN ID is digits only, at most 8; an invalid or empty value shows 'FAN ID not found.' */
export function validateFanIdSearch(value: string, message: string = fanToolsText.fanIdNotFound): RuleResult {
  const v = value.trim();
  if (v.length === 0) return fail('required', message);
  if (!DIGITS.test(v)) return fail('digits', message);
  if (v.length > FAN_ID_LENGTH) return fail('maxLength', message);
  return OK;
}

/** A stored FAN id: exactly 8 digits. */
export function isFanId(value: string): boolean {
  return FAN_ID_PATTERN.test(value);
}

/** 002 §5, §9: the in-group filter pads each entered number to 8 digits. */
export function padFanId(value: string): string {
  return value.trim().padStart(FAN_ID_LENGTH, '0');
}

export type SearchIdMode = 'fanId' | 'groupId';

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);
const CLIPBOARD_SHORTCUTS = new Set(['a', 'c', 'v', 'x', 'z', 'y']);

/**
 * 002 §5 keyboard filtering: only digits in FAN ID mode, alphanumerics in Group ID mode, plus navigation keys and
 * copy/paste shortcuts. Takes the parts of a KeyboardEvent it needs, so it runs anywhere.
 */
export function isSearchKeyAllowed(
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean },
  mode: SearchIdMode,
): boolean {
  if (NAVIGATION_KEYS.has(event.key)) return true;
  if ((event.ctrlKey || event.metaKey) && CLIPBOARD_SHORTCUTS.has(event.key.toLowerCase())) return true;
  if (event.key.length !== 1) return false;
  return mode === 'fanId' ? DIGITS.test(event.key) : ALPHANUMERIC.test(event.key);
}

/** What a paste leaves in the field in a given mode: the disallowed characters dropped. */
export function filterSearchInput(value: string, mode: SearchIdMode): string {
  return mode === 'fanId' ? value.replace(/\D/g, '') : value.replace(/[^A-Za-z0-9]/g, '');
}

/** 002 §5, §9: at most 50 FANs per 'Add FANs to group' search. */
export const MAX_FANS_PER_SEARCH = 50;

const SEPARATORS = /[\s,]+/;

function entries(input: string): string[] {
  return input.split(SEPARATORS).filter((entry) => entry.length > 0);
}

/**
 * 002 §5 'Add FANs': the input is split on spaces and commas and non-numeric entries are dropped. A FAN entered
 * twice counts once, in the order first entered.
 */
export function parseFanIdEntries(input: string): string[] {
  return [...new Set(entries(input).filter((entry) => DIGITS.test(entry)))];
}

/** 002 §5: more than 50 FANs gives 'Search for up to 50 FANs'; no FAN at all gives 'One or more FANs entered are not valid'. */
export function validateFanIdEntries(ids: readonly string[]): RuleResult {
  if (ids.length === 0) return fail('required', fanToolsText.fansNotValid);
  if (ids.length > MAX_FANS_PER_SEARCH) return fail('maxCount', fanToolsText.upTo50Fans);
  return OK;
}

/**
 * 002 §5, §9: the in-group filter ('Search by FAN ID or multi-FAN ID') splits on spaces and commas and pads each
 * entry to 8 digits, so '12345' finds 00012345.
 */
export function parseFanIdFilter(input: string): string[] {
  return [...new Set(entries(input).map(padFanId))];
}

/** 002 §5, §9: reason for change is required and at most 150 characters. */
export const REASON_MAX_LENGTH = 150;

/**
 * Reason for change: required ('Please enter a reason for change', 002 §5) and at most 150 characters (a longer
 * one is called too long, not missing). The one rule: the gateway's request schemas use it, and the console's
 * dialog checks the typed text with it.
 */
export const reasonSchema = z
  .string()
  .trim()
  .min(1, fanToolsText.reasonRequired)
  .max(REASON_MAX_LENGTH, fanToolsText.reasonTooLong);

/** The dialog's check of a typed reason; a content document may word the 'required' message its own way. */
export function validateReasonForChange(value: string, message: string = fanToolsText.reasonRequired): RuleResult {
  if (reasonSchema.safeParse(value).success) return OK;
  return value.trim().length === 0 ? fail('required', message) : fail('maxLength', fanToolsText.reasonTooLong);
}
