import { describe, expect, it } from 'vitest';
import { filterByFriendlyName, matchesStartOfWord, needsFilter, pageCount, pageOf } from './lander-list.ts';

describe('002 §5 the list filter matches the start of a word of the friendly name', () => {
  it('matches the start of the name or of any later word, ignoring case', () => {
    expect(matchesStartOfWord('Kilbridemere Faculty & Staff', 'kil')).toBe(true);
    expect(matchesStartOfWord('Kilbridemere Faculty & Staff', 'FACULTY')).toBe(true);
    expect(matchesStartOfWord('Kilbridemere Faculty & Staff', 'staff')).toBe(true);
    expect(matchesStartOfWord('Local 1224 Members', '12')).toBe(true);
  });

  it('does not match inside a word', () => {
    expect(matchesStartOfWord('Kilbridemere Faculty & Staff', 'bride')).toBe(false);
    expect(matchesStartOfWord('Local 1224 Members', '224')).toBe(false);
  });

  it('ignores special characters and accents, as the plan search does (002 §5 “same start-of-word rule”)', () => {
    expect(matchesStartOfWord("O'Brien Teachers Union", 'obrien')).toBe(true);
    expect(matchesStartOfWord('Café Workers Local', 'cafe w')).toBe(true);
    expect(matchesStartOfWord("O'Brien Teachers Union", 'brien t')).toBe(true);
  });

  it('counts a word after punctuation as a word', () => {
    expect(matchesStartOfWord('St.-Claire Nurses (Union)', 'claire')).toBe(true);
    expect(matchesStartOfWord('St.-Claire Nurses (Union)', 'union')).toBe(true);
  });

  it('matches a phrase across words from a word start, and everything when blank', () => {
    expect(matchesStartOfWord('Ember Harbor Savings', 'harbor sav')).toBe(true);
    expect(matchesStartOfWord('Ember Harbor Savings', '  ')).toBe(true);
  });

  it('filters entries by friendly name, keeping their order', () => {
    const entries = [
      { friendlyName: 'Emberdale Advantage' },
      { friendlyName: 'Redfern Advantage' },
      { friendlyName: 'Ember Harbor Savings' },
    ];
    expect(filterByFriendlyName(entries, 'ember').map((e) => e.friendlyName)).toEqual([
      'Emberdale Advantage',
      'Ember Harbor Savings',
    ]);
    expect(filterByFriendlyName(entries, 'adv')).toHaveLength(2);
  });
});

describe('002 §2.3, §9 the threshold (default 25) brings the filter box and pagination', () => {
  it('shows the filter only when the list has more entries than the threshold', () => {
    expect(needsFilter(25, 25)).toBe(false);
    expect(needsFilter(26, 25)).toBe(true);
  });

  it('pages the entries threshold at a time', () => {
    const entries = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(pageCount(60, 25)).toBe(3);
    expect(pageOf(entries, 1, 25)).toEqual(entries.slice(0, 25));
    expect(pageOf(entries, 3, 25)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
  });

  it('keeps the page within the pages there are, and has one page when empty', () => {
    const entries = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(entries, 9, 25)).toEqual([25, 26, 27, 28, 29]);
    expect(pageOf(entries, 0, 25)).toHaveLength(25);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageOf([], 1, 25)).toEqual([]);
  });
});
