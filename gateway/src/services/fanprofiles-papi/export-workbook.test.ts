import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@carrier/shared/fan-tools';
import { EXPORT_WIDTHS, addExportRow, exportCells, startExportWorkbook } from './export-workbook.ts';
import type { ExportRow } from './member-store.ts';

/** Writes rows the way the export does and returns the .xlsx bytes. */
async function workbookOf(rows: ExportRow[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const { workbook, sheet } = startExportWorkbook(out);
  for (const r of rows) addExportRow(sheet, exportCells(r));
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const row = (fan_id: string, name: string, friendly_name: string): ExportRow =>
  ({ fan_id, name, friendly_name, status: 'Active', onl_exp_status: 'Y' }) as ExportRow;

describe('the group export read back with exceljs', () => {
  it('has a bold header row frozen in view and each column its width', async () => {
    const sheet = (await readBack(await workbookOf([row('00012345', 'Acme', 'Acme Perks')]))).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_COLUMNS]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([...EXPORT_WIDTHS]);
  });

  it('neutralises every text cell that begins like a formula, also in the CSV made from it', async () => {
    const workbook = await readBack(
      await workbookOf([
        row('00012345', '=HYPERLINK("http://x.example","click")', '+44 Perks'),
        row('00054321', '@SUM(1,1)', '-Dash\tname'),
        row('10000001', '\tTabbed', '\rReturned'),
        row('10000002', 'Plain Org', 'a=b'),
      ]),
    );
    const sheet = workbook.worksheets[0]!;
    const values = [2, 3, 4, 5].map((n) => (sheet.getRow(n).values as unknown[]).slice(2, 4));
    expect(values).toEqual([
      [`'=HYPERLINK("http://x.example","click")`, "'+44 Perks"],
      ["'@SUM(1,1)", "'-Dash\tname"],
      // XML reads a carriage return back as a line feed; the apostrophe still leads
      ["'\tTabbed", expect.stringMatching(/^'[\r\n]Returned$/)],
      ['Plain Org', 'a=b'],
    ]);
    sheet.eachRow((r) =>
      r.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(String(cell.value)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
    const csv = (await workbook.csv.writeBuffer()).toString();
    const fields = csv.split('\n').flatMap((line) => line.split(','));
    for (const field of fields) expect(field.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""click"")"`);
  });
});
