import { describe, expect, it } from 'vitest';
import { MAX_FANS_PER_SEARCH, parseFanIdEntries, parseFanIdFilter, validateFanIdEntries } from './rules.ts';

describe('parseFanIdEntries (002 §5 Add FANs: split on spaces and commas, non-numeric dropped)', () => {
  it('splits on spaces, commas, tabs and new lines', () => {
    expect(parseFanIdEntries('00012345,10000001 10000002\n10000003\t, ,10000004')).toEqual([
      '00012345',
      '10000001',
      '10000002',
      '10000003',
      '10000004',
    ]);
  });

  it('drops non-numeric entries and empty ones', () => {
    expect(parseFanIdEntries('abc, 00012345, 1234-5678, GRP10001, 12.5,, 99')).toEqual(['00012345', '99']);
    expect(parseFanIdEntries('')).toEqual([]);
    expect(parseFanIdEntries(' , ,, ')).toEqual([]);
  });

  it('keeps a FAN entered twice once', () => {
    expect(parseFanIdEntries('10000001 10000001,10000002')).toEqual(['10000001', '10000002']);
  });
});

describe('validateFanIdEntries', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(10000000 + i));

  it('allows 1 to 50', () => {
    expect(MAX_FANS_PER_SEARCH).toBe(50);
    expect(validateFanIdEntries(ids(1))).toEqual({ ok: true });
    expect(validateFanIdEntries(ids(50))).toEqual({ ok: true });
  });

  it("refuses 51 with 'Search for up to 50 FANs'", () => {
    expect(validateFanIdEntries(ids(51))).toEqual({ ok: false, key: 'maxCount', message: 'Search for up to 50 FANs' });
  });

  it("refuses none with 'One or more FANs entered are not valid'", () => {
    expect(validateFanIdEntries([])).toEqual({
      ok: false,
      key: 'required',
      message: 'One or more FANs entered are not valid',
    });
  });
});

describe('parseFanIdFilter (002 §5, §9: the in-group filter pads each entry to 8 digits)', () => {
  it('pads every entry', () => {
    expect(parseFanIdFilter('12345, 1 10000001')).toEqual(['00012345', '00000001', '10000001']);
  });

  it('splits on spaces and commas and ignores blanks and repeats', () => {
    expect(parseFanIdFilter(' 12345,,12345 ')).toEqual(['00012345']);
    expect(parseFanIdFilter('')).toEqual([]);
  });
});
