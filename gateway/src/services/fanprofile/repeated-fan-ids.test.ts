import { describe, expect, it } from 'vitest';
import { FanIdIndex, type IndexedRow } from './repeated-fan-ids.ts';

const indexOf = (rows: ReadonlyArray<Partial<IndexedRow> & Pick<IndexedRow, 'fanId'>>) => {
  const index = new FanIdIndex();
  rows.forEach((r, seq) => index.add({ seq, row: seq + 2, failed: false, ...r }));
  return index;
};

describe('the check across rows of a fan upload', () => {
  it('finds nothing when every FAN ID is once in the file', () => {
    expect(indexOf([{ fanId: '20000001' }, { fanId: '20000002' }, { fanId: '00000001' }]).repeated(10)).toEqual({
      first: [],
      count: 0,
      newlyFailed: 0,
    });
  });

  it('lists each later row with the first row of its FAN ID, in file order, however the IDs are ordered', () => {
    const index = indexOf([
      { fanId: '20000009' },
      { fanId: '20000001' },
      { fanId: '20000009' },
      { fanId: '20000005' },
      { fanId: '20000001' },
      { fanId: '20000009' },
    ]);
    expect(index.repeated(10)).toEqual({
      first: [
        { seq: 2, row: 4, fanId: '20000009', firstRow: 2, failed: false },
        { seq: 4, row: 6, fanId: '20000001', firstRow: 3, failed: false },
        { seq: 5, row: 7, fanId: '20000009', firstRow: 2, failed: false },
      ],
      count: 3,
      newlyFailed: 3,
    });
  });

  it('keeps leading zeros: 00000042 and 00000420 are two FANs, and the repeat is named as written', () => {
    const index = indexOf([{ fanId: '00000042' }, { fanId: '00000420' }, { fanId: '00000042' }]);
    expect(index.repeated(10).first).toEqual([{ seq: 2, row: 4, fanId: '00000042', firstRow: 2, failed: false }]);
  });

  it('tells other text apart from the eight-digit number it reads as', () => {
    const index = indexOf([{ fanId: '42' }, { fanId: '00000042' }, { fanId: '42' }, { fanId: 'A1' }]);
    expect(index.repeated(10).first).toEqual([{ seq: 2, row: 4, fanId: '42', firstRow: 2, failed: false }]);
  });

  it('lists the first ones only, counts all, and counts as newly failed only rows without a problem of their own', () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      fanId: String(20_000_000 + (i % 1_000)),
      failed: i % 2 === 0,
    }));
    const found = indexOf(rows).repeated(5);
    expect(found.count).toBe(2_000);
    expect(found.newlyFailed).toBe(1_000);
    expect(found.first.map((r) => [r.seq, r.fanId, r.firstRow, r.failed])).toEqual([
      [1_000, '20000000', 2, true],
      [1_001, '20000001', 3, false],
      [1_002, '20000002', 4, true],
      [1_003, '20000003', 5, false],
      [1_004, '20000004', 6, true],
    ]);
  });

  it('holds the most rows a file may have, growing as rows come', () => {
    const index = new FanIdIndex();
    for (let seq = 0; seq < 100_000; seq++)
      index.add({ seq, row: seq + 2, fanId: String(99_999_999 - seq).padStart(8, '0'), failed: false });
    index.add({ seq: 100_000, row: 100_002, fanId: '99999999', failed: false });
    expect(index.repeated(1_000)).toEqual({
      first: [{ seq: 100_000, row: 100_002, fanId: '99999999', firstRow: 2, failed: false }],
      count: 1,
      newlyFailed: 1,
    });
  });
});
