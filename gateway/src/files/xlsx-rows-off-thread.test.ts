import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inspectXlsx } from './xlsx-inspect.ts';
import { readSheetRowsOffThread } from './xlsx-rows-off-thread.ts';
import { CellProblem, readSheetRows, type SheetRow } from './xlsx-rows.ts';
import { writeZip } from './zip-write.ts';

async function checkedZip(rows: unknown[][]): Promise<Buffer[]> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FANs');
  for (const row of rows) ws.addRow(row);
  return (await inspectXlsx(Buffer.from(await wb.xlsx.writeBuffer()))).zip;
}

async function all(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('readSheetRowsOffThread', () => {
  it('gives the rows the reader gives in the gateway, problems included, across many batches', async () => {
    const rows: unknown[][] = [['FAN ID', 'Name', 'Count', 'Waived']];
    for (let i = 0; i < 2_500; i++) rows.push([String(10_000_000 + i), `Name ${i}`, i, i % 2 === 0]);
    rows.push(['10099999', { formula: 'A1&"x"', result: 'x' }, { error: '#N/A' }, true]);
    const zip = await checkedZip(rows);
    const there = await all(readSheetRowsOffThread(zip, { maxColumn: 30 }));
    const here = await all(readSheetRows(zip, { maxColumn: 30 }));
    expect(there).toHaveLength(2_502);
    expect(there).toEqual(here);
    const last = there.at(-1)!;
    expect(last.cells.get(2)).toEqual(new CellProblem('formula', 'A1&"x"'));
    expect(last.cells.get(2)).toBeInstanceOf(CellProblem);
    expect(last.cells.get(3)).toEqual(new CellProblem('errorValue', '#N/A'));
  });

  it("throws the reader's error for a worksheet that is not well-formed XML, and reads the next file", async () => {
    const part = (name: string, xml: string) => ({ name, content: Buffer.from(xml) });
    const broken = writeZip([
      part(
        'xl/_rels/workbook.xml.rels',
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      part(
        'xl/workbook.xml',
        '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="FANs" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      part('xl/sharedStrings.xml', '<sst count="0" uniqueCount="0"></sst>'),
      // a cell closed by the end of its row
      part(
        'xl/worksheets/sheet1.xml',
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></row></sheetData></worksheet>',
      ),
    ]);
    await expect(all(readSheetRowsOffThread(broken, { maxColumn: 30 }))).rejects.toThrow(/unexpected close tag/);
    const good = await checkedZip([['FAN ID'], ['10000001']]);
    expect(await all(readSheetRowsOffThread(good, { maxColumn: 30 }))).toHaveLength(2);
  });

  it('ends a read left before its end, and reads the next file in full', async () => {
    const rows: unknown[][] = [['FAN ID']];
    for (let i = 0; i < 5_000; i++) rows.push([String(20_000_000 + i)]);
    const zip = await checkedZip(rows);
    let seen = 0;
    for await (const row of readSheetRowsOffThread(zip, { maxColumn: 30 })) {
      expect(row.number).toBe(seen + 1);
      if (++seen === 10) break;
    }
    expect(seen).toBe(10);
    expect(await all(readSheetRowsOffThread(zip, { maxColumn: 30 }))).toHaveLength(5_001);
  });
});
