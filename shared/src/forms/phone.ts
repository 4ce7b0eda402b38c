/** 002 §5 phone field: tel type, at most 12 characters, formatted three.three.four once ten digits are typed. */
export const PHONE_MAX_LENGTH = 12;

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** What the phone field shows for what was typed: digits only, and 'ddd.ddd.dddd' once there are ten. */
export function formatPhoneInput(typed: string): string {
  const digits = phoneDigits(typed).slice(0, 10);
  return digits.length === 10 ? formatPhoneDots(digits) : digits;
}

/** Helper format: digits with dots ('5551234567' → '555.123.4567'); anything but ten digits is returned as typed. */
export function formatPhoneDots(text: string): string {
  const d = phoneDigits(text);
  return d.length === 10 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}` : text;
}

/** Helper format: digits with dashes ('5551234567' → '555-123-4567'). */
export function formatPhoneDashes(text: string): string {
  const d = phoneDigits(text);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : text;
}

/** The ten-digit pattern with dashes. */
export const TEN_DIGIT_DASH_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

const EDITING_KEYS = new Set([
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
const SHORTCUT_KEYS = new Set(['a', 'c', 'v', 'x', 'z', 'y']);

/** 002 §5: only digits, editing and navigation keys, and copy/paste/cut/undo shortcuts reach a phone field. */
export function isAllowedPhoneKey(e: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (/^\d$/.test(e.key)) return true;
  if (EDITING_KEYS.has(e.key)) return true;
  return Boolean((e.ctrlKey || e.metaKey) && SHORTCUT_KEYS.has(e.key.toLowerCase()));
}
