import { describe, expect, it } from 'vitest';
import { fanToolsText } from './texts.ts';
import {
  FAN_ID_LENGTH,
  filterSearchInput,
  isFanId,
  isSearchKeyAllowed,
  padFanId,
  validateFanIdSearch,
} from './rules.ts';

describe('validateFanIdSearch (002 §5 single FAN ID: digits only, at most 8)', () => {
  it.each(['1', '123', '00012345', '12345678', ' 00012345 '])('accepts %j', (value) => {
    expect(validateFanIdSearch(value)).toEqual({ ok: true });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1234abcd', 'digits'],
    ['abc', 'digits'],
    ['1234 5678', 'digits'],
    ['-1234567', 'digits'],
    ['1234.567', 'digits'],
    ['１２３４', 'digits'], // full-width digits are not digits here
    ['٣٤٥', 'digits'], // nor are Arabic-Indic ones
    ['123456789', 'maxLength'],
  ])("refuses %j (%s) with 'FAN ID not found.'", (value, key) => {
    expect(validateFanIdSearch(value)).toEqual({ ok: false, key, message: 'FAN ID not found.' });
  });

  it("shows the multi-FAN group message when asked (002 §5: 'No results. Please search by Single FAN ID.')", () => {
    expect(validateFanIdSearch('12a', fanToolsText.noResultsMulti)).toEqual({
      ok: false,
      key: 'digits',
      message: 'No results. Please search by Single FAN ID.',
    });
  });
});

describe('isFanId (a stored FAN id is exactly 8 digits)', () => {
  it('is 8', () => expect(FAN_ID_LENGTH).toBe(8));
  it.each(['00012345', '99999999', '00000000'])('accepts %s', (id) => expect(isFanId(id)).toBe(true));
  it.each(['', '1234567', '123456789', '0001234a', ' 0012345', '00012345 ', '0001234\n'])('refuses %j', (id) =>
    expect(isFanId(id)).toBe(false),
  );
});

describe('padFanId (002 §5, §9: the in-group filter pads to 8 digits)', () => {
  it.each([
    ['123', '00000123'],
    ['1', '00000001'],
    [' 12 ', '00000012'],
    ['00012345', '00012345'],
    ['12345678', '12345678'],
    ['123456789', '123456789'], // never truncated
  ])('%j → %j', (value, padded) => expect(padFanId(value)).toBe(padded));
});

describe('isSearchKeyAllowed (002 §5 keyboard filtering)', () => {
  const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({ key: k, ...mods });

  it('allows only digits in FAN ID mode', () => {
    for (const d of '0123456789') expect(isSearchKeyAllowed(key(d), 'fanId'), d).toBe(true);
    for (const c of ['a', 'A', 'z', 'G', ' ', '-', '.', ',', '+', 'é', '١'])
      expect(isSearchKeyAllowed(key(c), 'fanId'), c).toBe(false);
  });

  it('allows letters and digits in Group ID mode, nothing else printable', () => {
    for (const c of ['a', 'A', 'z', 'G', 'R', 'P', '0', '9'])
      expect(isSearchKeyAllowed(key(c), 'groupId'), c).toBe(true);
    for (const c of [' ', '-', '_', '.', ',', '/', 'é', 'ß'])
      expect(isSearchKeyAllowed(key(c), 'groupId'), c).toBe(false);
  });

  it.each([
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
  ])('allows the navigation key %s in both modes', (k) => {
    expect(isSearchKeyAllowed(key(k), 'fanId')).toBe(true);
    expect(isSearchKeyAllowed(key(k), 'groupId')).toBe(true);
  });

  it('allows the copy/paste shortcuts with Ctrl or Cmd, even on letters, in FAN ID mode', () => {
    for (const k of ['v', 'V', 'c', 'x', 'a', 'z', 'y']) {
      expect(isSearchKeyAllowed(key(k, { ctrlKey: true }), 'fanId'), `Ctrl+${k}`).toBe(true);
      expect(isSearchKeyAllowed(key(k, { metaKey: true }), 'fanId'), `Cmd+${k}`).toBe(true);
    }
  });

  it("refuses a plain 'a' or 'v' in FAN ID mode, and other Ctrl letters", () => {
    expect(isSearchKeyAllowed(key('a'), 'fanId')).toBe(false);
    expect(isSearchKeyAllowed(key('v'), 'fanId')).toBe(false);
    expect(isSearchKeyAllowed(key('b', { ctrlKey: true }), 'fanId')).toBe(false);
  });

  it('refuses other named keys (function keys, Insert, unidentified)', () => {
    for (const k of ['F5', 'Insert', 'PageDown', 'Unidentified', 'Dead'])
      expect(isSearchKeyAllowed(key(k), 'fanId'), k).toBe(false);
  });
});

describe('filterSearchInput (what a paste leaves)', () => {
  it('keeps digits only in FAN ID mode', () => {
    expect(filterSearchInput(' 0001-2345\n', 'fanId')).toBe('00012345');
    expect(filterSearchInput('abc', 'fanId')).toBe('');
  });
  it('keeps letters and digits in Group ID mode', () => {
    expect(filterSearchInput(' GRP-10001 ', 'groupId')).toBe('GRP10001');
    expect(filterSearchInput('grp_1é', 'groupId')).toBe('grp1');
  });
});
