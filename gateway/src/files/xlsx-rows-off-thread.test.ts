import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { openScratchFile } from './file-bytes.ts';
import { inspectXlsx } from './xlsx-inspect.ts';
import { readSheetRowsOffThread } from './xlsx-rows-off-thread.ts';
import { CellProblem, readSheetRows, type SheetParts, type SheetRow } from './xlsx-rows.ts';
import { openScratchFiles, storedParts } from './test-support.ts';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FANs');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function checkedParts(rows: unknown[][]): Promise<SheetParts> {
  return (await inspectXlsx(await workbookOf(rows))).parts;
}

/** A FAN ID and a name on each of `count` rows, under their header. */
function fanRows(count: number): unknown[][] {
  const rows: unknown[][] = [['FAN ID', 'Name']];
  for (let i = 0; i < count; i++) rows.push([String(10_000_000 + i), `Name ${i}`]);
  return rows;
}

async function all(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

/** The rows of every batch the thread handed over, in order. */
async function allOffThread(batches: AsyncIterable<SheetRow[]>): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}

describe('readSheetRowsOffThread', () => {
  it('gives the rows the reader gives in the gateway, problems included, across many batches', async () => {
    const rows: unknown[][] = [['FAN ID', 'Name', 'Count', 'Waived']];
    for (let i = 0; i < 2_500; i++) rows.push([String(10_000_000 + i), `Name ${i}`, i, i % 2 === 0]);
    rows.push(['10099999', { formula: 'A1&"x"', result: 'x' }, { error: '#N/A' }, true]);
    const parts = await checkedParts(rows);
    const here = await all(readSheetRows(parts, { maxColumn: 30 }));
    const there = await allOffThread(readSheetRowsOffThread(parts, { maxColumn: 30 }));
    expect(there).toHaveLength(2_502);
    expect(there).toEqual(here);
    const last = there.at(-1)!;
    expect(last.cells.get(2)).toEqual(new CellProblem('formula', 'A1&"x"'));
    expect(last.cells.get(2)).toBeInstanceOf(CellProblem);
    expect(last.cells.get(3)).toEqual(new CellProblem('errorValue', '#N/A'));
  });

  it('takes a file in memory of its own, and copies one that shares its memory', async () => {
    const written = await workbookOf(fanRows(2_000));
    const expected = await all(readSheetRows((await inspectXlsx(written)).parts, { maxColumn: 30 }));
    expect(expected).toHaveLength(2_001);

    // A file in memory of its own (as an upload received without a temporary folder is): moved to the thread, empty
    // here afterwards.
    const own = Buffer.from(new Uint8Array(written));
    expect(own.byteLength).toBe(own.buffer.byteLength);
    const given = (await inspectXlsx(own)).parts;
    expect(await allOffThread(readSheetRowsOffThread(given, { maxColumn: 30 }))).toEqual(expected);
    expect(own.byteLength).toBe(0);
    // read again, it is refused at once (a moved memory would reach the thread as nothing, and the read would wait)
    await expect(allOffThread(readSheetRowsOffThread(given, { maxColumn: 30 }))).rejects.toThrow(/read once/);

    // A file that is a view into a larger memory: it is copied, and left as it was.
    const larger = new Uint8Array(written.length + 16);
    larger.set(written, 8);
    const view = Buffer.from(larger.buffer, 8, written.length);
    const shared = (await inspectXlsx(view)).parts;
    expect(await allOffThread(readSheetRowsOffThread(shared, { maxColumn: 30 }))).toEqual(expected);
    expect(view.equals(written)).toBe(true);
  });

  it('reads a file on disk through its descriptor, which stays open for its owner', async () => {
    const written = await workbookOf(fanRows(3_000));
    const expected = await all(readSheetRows((await inspectXlsx(written)).parts, { maxColumn: 30 }));
    const fd = openScratchFile('rows-test');
    try {
      fs.writeSync(fd, written, 0, written.length, 0);
      const onDisk = (await inspectXlsx({ fd, size: written.length })).parts;
      expect(await allOffThread(readSheetRowsOffThread(onDisk, { maxColumn: 30 }))).toEqual(expected);
      // left early, the thread has stopped reading when the read returns; the file is still its owner's to read
      for await (const batch of readSheetRowsOffThread(onDisk, { maxColumn: 30 })) {
        expect(batch[0]!.number).toBe(1);
        break;
      }
      expect(await allOffThread(readSheetRowsOffThread(onDisk, { maxColumn: 30 }))).toEqual(expected);
    } finally {
      fs.closeSync(fd);
    }
  });

  it("throws the reader's error for a worksheet that is not well-formed XML, and reads the next file", async () => {
    const broken = storedParts(
      // a cell closed by the end of its row
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></row></sheetData></worksheet>',
      '<sst count="0" uniqueCount="0"></sst>',
    );
    await expect(allOffThread(readSheetRowsOffThread(broken, { maxColumn: 30 }))).rejects.toThrow(
      /unexpected close tag/,
    );
    const good = await checkedParts([['FAN ID'], ['10000001']]);
    expect(await allOffThread(readSheetRowsOffThread(good, { maxColumn: 30 }))).toHaveLength(2);
  });

  it('ends a read left before its end, and reads the next file in full', async () => {
    const rows: unknown[][] = [['FAN ID']];
    for (let i = 0; i < 5_000; i++) rows.push([String(20_000_000 + i)]);
    const parts = await checkedParts(rows);
    let seen = 0;
    for await (const batch of readSheetRowsOffThread(parts, { maxColumn: 30 })) {
      expect(batch.map((row) => row.number)).toEqual(batch.map((_, i) => seen + i + 1));
      seen += batch.length;
      break;
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(5_001);
    const again = await checkedParts(rows);
    expect(await allOffThread(readSheetRowsOffThread(again, { maxColumn: 30 }))).toHaveLength(5_001);
  });

  it("lets go of a large shared strings table's file when it is left before its end (an ended thread's files close)", async () => {
    // 300,000 strings (about 9 MB of text), and a first row that names the last of them: the whole table is read,
    // past the 1 MB the reader keeps in memory, before the first rows are handed on; 20,000 rows, so the reader is
    // still in the file (it reads at most 2,000 ahead) when it is left
    const count = 300_000;
    const text = (i: number) => `Shared string number ${i} of the table`;
    const stringsXml = `<sst>${Array.from({ length: count }, (_, i) => `<si><t>${text(i)}</t></si>`).join('')}</sst>`;
    const sheetXml = `<worksheet><sheetData>${Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${count - 1 - i}</v></c></row>`,
    ).join('')}</sheetData></worksheet>`;
    const parts = storedParts(sheetXml, stringsXml, count);
    const tableFiles = () => openScratchFiles('shared-strings');
    for await (const batch of readSheetRowsOffThread(parts, { maxColumn: 30 })) {
      expect(batch[0]!.cells.get(1)).toBe(text(count - 1));
      expect(tableFiles()).toHaveLength(1); // the reader thread's, in this process
      break;
    }
    await vi.waitFor(() => expect(tableFiles()).toEqual([]), { timeout: 5_000, interval: 20 });
  });
});
