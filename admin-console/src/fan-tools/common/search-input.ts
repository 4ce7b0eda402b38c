import { filterSearchInput, isSearchKeyAllowed, type SearchIdMode } from '@carrier/shared/fan-tools';

/**
 * 002 §5 keyboard filtering, applied to keys that would type a character: shared's rule decides which may.
 * Keys that type nothing (Shift, F5, Page Up) and browser shortcuts (Ctrl+L, Alt+←) always pass, so filtering
 * the field never takes the keyboard away from its user.
 */
export function blocksKey(
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  mode: SearchIdMode,
): boolean {
  const typesCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  return typesCharacter && !isSearchKeyAllowed(event, mode);
}

/** What a paste leaves in the field: the disallowed characters dropped, then cut to the field's length. */
export function pastedValue(
  current: string,
  selection: { start: number; end: number },
  pasted: string,
  mode: SearchIdMode,
  maxLength: number = Number.POSITIVE_INFINITY,
): { value: string; caret: number } {
  const before = current.slice(0, selection.start);
  const after = current.slice(selection.end);
  const room = Math.max(0, maxLength - before.length - after.length);
  const inserted = filterSearchInput(pasted, mode).slice(0, room);
  return { value: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}

/** Whatever reaches the field another way (autofill, drop) is filtered the same way. */
export function cleanValue(value: string, mode: SearchIdMode, maxLength: number = Number.POSITIVE_INFINITY): string {
  return filterSearchInput(value, mode).slice(0, maxLength);
}
