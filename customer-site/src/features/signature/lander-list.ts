import { matchesWordStart } from '@carrier/shared/core';

/**
 * 002 §5 list filter: the plan search's start-of-word rule on the friendly name (case and special characters
 * ignored: 'obrien' finds "O'Brien"); a word also starts after a punctuation mark ("St.-Claire" for 'claire',
 * "(Union)" for 'union').
 */
export function matchesStartOfWord(name: string, filter: string): boolean {
  if (matchesWordStart(name, filter)) return true;
  const wanted = filter.trim().toLowerCase();
  const lower = name.toLowerCase();
  for (let i = 1; i < lower.length; i++)
    if (!/[\p{L}\p{N}]/u.test(lower.charAt(i - 1)) && lower.startsWith(wanted, i)) return true;
  return false;
}

export function filterByFriendlyName<T extends { friendlyName: string }>(entries: readonly T[], filter: string): T[] {
  return entries.filter((e) => matchesStartOfWord(e.friendlyName, filter));
}

/** 002 §2.3, §9: the filter box shows only when the list has more entries than the threshold (default 25). */
export function needsFilter(count: number, threshold: number): boolean {
  return count > threshold;
}

/** The number of pages of `count` entries, `pageSize` a page (at least one page, even when empty). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** 002 §2.3 pagination past the threshold: page `page` (1-based, kept within the pages there are). */
export function pageOf<T>(entries: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(entries.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return entries.slice((current - 1) * pageSize, current * pageSize);
}
