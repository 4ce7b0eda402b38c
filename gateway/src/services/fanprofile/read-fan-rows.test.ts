import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FAN_UPLOAD_COLUMNS as COLUMNS } from '@carrier/shared/fan-upload';
import {
  readFanRows as readBatches,
  ReadTimeLimit,
  withDuplicates,
  type ReadLimits,
  type ReadRow,
} from './read-fan-rows.ts';
import { inspectXlsx } from '../../files/xlsx-inspect.ts';
import type { SheetParts } from '../../files/xlsx-rows.ts';

const HEADERS = COLUMNS.slice(0, 4).map((c) => c.header);
const LIMITS: ReadLimits = { maxRows: 100, maxListed: 3, timeLimitMs: 60_000 };

async function partsOf(rows: unknown[][]): Promise<SheetParts> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FANs');
  for (const row of rows) ws.addRow(row);
  return (await inspectXlsx(Buffer.from(await wb.xlsx.writeBuffer()))).parts;
}

/** Every batch's rows kept, and the records of the batches handed on while the file was still clean. */
async function readFanRows(parts: SheetParts, limits: ReadLimits, now?: () => number, batchSize?: number) {
  const rows: ReadRow[] = [];
  const records: NonNullable<ReadRow['record']>[] = [];
  const batches: number[] = [];
  const result = await readBatches(
    parts,
    limits,
    async (batch, clean) => {
      rows.push(...batch);
      batches.push(batch.length);
      if (clean) for (const r of batch) if (r.record) records.push(r.record);
    },
    now,
    batchSize,
  );
  return { ...result, rows, records, batches };
}

const fan = (i: number) => [String(20_000_000 + i), 'Active', `Company ${i}`, `Perks ${i}`];

describe('readFanRows', () => {
  it('reads the header and every FAN row, skipping blank rows, with Excel row numbers', async () => {
    const result = await readFanRows(await partsOf([HEADERS, fan(1), [], [null, null], fan(2)]), LIMITS);
    expect(result.issueCount).toBe(0);
    expect(result.rowCount).toBe(2);
    expect(result.records.map((r) => [r.row, r.fanId])).toEqual([
      [2, '20000001'],
      [5, '20000002'],
    ]);
  });

  it('finds the header below blank rows at the top', async () => {
    const result = await readFanRows(await partsOf([[], HEADERS, fan(1)]), LIMITS);
    expect(result.header?.row).toBe(2);
    expect(result.records).toHaveLength(1);
  });

  it('counts every problem but lists at most maxListed, and keeps no records once a row fails', async () => {
    const bad = (i: number) => [String(i), 'Nope', '', ''];
    const result = await readFanRows(await partsOf([HEADERS, fan(1), bad(1), bad(2), fan(3)]), LIMITS);
    expect(result.issueCount).toBe(8);
    expect(result.issues).toHaveLength(3);
    expect(result.failedRows).toBe(2);
    expect(result.records).toEqual([]);
  });

  it('reports a formula once, not again as a missing value', async () => {
    const result = await readFanRows(
      await partsOf([HEADERS, [{ formula: '"2000"&"0001"', result: '20000001' }, 'Active', 'A Co', 'A Perks']]),
      LIMITS,
    );
    expect(result.issues.map((i) => [i.cell, i.message])).toEqual([
      ['A2', 'The cell holds a formula. Enter the value itself (formulas are not run).'],
    ]);
  });

  it('stops at maxRows with a whole-file problem', async () => {
    const rows = [HEADERS, ...Array.from({ length: 6 }, (_, i) => fan(i))];
    const result = await readFanRows(await partsOf(rows), { ...LIMITS, maxRows: 5 });
    expect(result.issues).toEqual([
      {
        row: null,
        column: null,
        cell: null,
        message: 'The file has more than 5 FAN rows. Split it into smaller files and try again.',
      },
    ]);
    expect(result.rowCount).toBe(5);
  });

  it('gives up when reading takes longer than the time limit', async () => {
    const rows = [HEADERS, ...Array.from({ length: 1_200 }, (_, i) => fan(i))];
    let clock = 0;
    const now = () => (clock += 5_000); // every look at the clock finds 5 s gone
    await expect(
      readFanRows(await partsOf(rows), { ...LIMITS, maxRows: 5_000, timeLimitMs: 1_000 }, now),
    ).rejects.toBeInstanceOf(ReadTimeLimit);
  });

  it('hands rows on in batches, in file order, and keeps none of them', async () => {
    const rows = [HEADERS, ...Array.from({ length: 7 }, (_, i) => fan(i))];
    const result = await readFanRows(await partsOf(rows), LIMITS, undefined, 3);
    expect(result.batches).toEqual([3, 3, 1]);
    expect(result.rows.map((r) => [r.seq, r.row])).toEqual(Array.from({ length: 7 }, (_, i) => [i, i + 2]));
    expect(result.records).toHaveLength(7);
  });

  it("places repeated FAN IDs after their row's own problems", async () => {
    const result = await readFanRows(
      await partsOf([HEADERS, fan(1), [String(20_000_001), 'Nope', 'B Co', 'B Perks'], fan(3)]),
      { ...LIMITS, maxListed: 10 },
    );
    const merged = withDuplicates(
      result,
      { first: [{ seq: 1, row: 3, fanId: '20000001', firstRow: 2, failed: true }], count: 1, newlyFailed: 0 },
      10,
    );
    expect(merged.issues.map((i) => [i.cell, i.message])).toEqual([
      ['B3', expect.stringMatching(/Status/) as unknown],
      ['A3', 'FAN ID 20000001 already appears in row 2; each FAN may appear once.'],
    ]);
    expect(merged.issueCount).toBe(2);
    expect(merged.failedRows).toBe(1);
  });
});
