import { fanToolsText } from '../content/fan-tools.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** 002 §9: a FAN ID is 8 digits. */
export const FAN_ID_LENGTH = 8;
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
  return value.length === FAN_ID_LENGTH && DIGITS.test(value);
}

/** 002 §5, §9: the in-group filter pads each entered number to 8 digits. */
export function padFanId(value: string): string {
  return value.trim().padStart(FAN_ID_LENGTH, '0');
}

export type SearchIdMode = 'fanId' | 'groupId';

const NAVIGATION_KEYS = new Set([
  'Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End',
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
