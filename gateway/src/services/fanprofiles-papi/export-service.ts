import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, isWebStatusOn } from '@carrier/shared/fan-tools';
import type { Db } from '../../store/db.ts';
import { memberPage, type ExportRow } from './member-store.ts';

/** Members read per query while exporting: memory stays flat however large the group grows. */
export const EXPORT_PAGE_SIZE = 5000;

/** The download was closed before the workbook was complete (the client went away): not a failure of ours. */
export class ExportAborted extends Error {
  constructor() {
    super('export closed before it was complete');
  }
}

/** Waits while `out` holds more than it wants (a slow client), or until it is closed. */
function untilWritable(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** The characters with which a spreadsheet program (or a CSV made from the sheet) starts a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell no spreadsheet program reads as a formula: one beginning with = + - @, a tab or a carriage return
 * gets a leading apostrophe, which the text keeps when the sheet is saved as CSV (OWASP's CSV injection advice).
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One spreadsheet row in EXPORT_COLUMNS order: id, name, friendly name, status, web status ON/OFF. */
export function exportCells(r: ExportRow): string[] {
  return [
    r.fan_id,
    r.name,
    r.friendly_name,
    r.status,
    isWebStatusOn({ onlExpStatus: r.onl_exp_status }) ? 'ON' : 'OFF',
  ].map(neutraliseCell);
}

/** Each export column's width in characters: a FAN id, long names, the status words. */
export const EXPORT_WIDTHS = [12, 40, 40, 12, 12] as const;

/**
 * Starts the export workbook on `out`: one sheet whose header row (EXPORT_COLUMNS) is bold and frozen, so it stays
 * in view while scrolling, with each column's width set. Add rows with `addExportRow(sheet, cells)`, then
 * `sheet.commit()` and `workbook.commit()`.
 */
export function startExportWorkbook(out: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('FANs', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({ header, width: EXPORT_WIDTHS[i] }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return { workbook, sheet };
}

/**
 * One style object for every data cell and row. The writer looks a style up by the object it is given, and remembers
 * objects it has seen: a fresh empty style on each cell (what exceljs gives a new cell) costs a lookup by content
 * for every cell, the same object costs one for the whole sheet.
 */
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

type ExportSheet = ReturnType<typeof startExportWorkbook>['sheet'];

/** Adds and commits one data row in the plain style. */
export function addExportRow(sheet: ExportSheet, cells: readonly string[]): void {
  const row = sheet.addRow(cells as string[]);
  (row as unknown as { style: Partial<ExcelJS.Style> }).style = PLAIN_STYLE;
  for (let i = 1; i <= cells.length; i++) row.getCell(i).style = PLAIN_STYLE;
  row.commit();
}

/**
 * 002 §7 group/download/{groupId}: writes the group's members as an .xlsx to `out` (bold frozen header, set widths,
 * formula-like text neutralised) with exceljs's streaming writer, one page of members at a time (keyset by FAN id, so
 * FANs added or removed meanwhile never shift a page), the next page read while this one is written, waiting for
 * `out` to drain between pages. Resolves when the workbook is complete.
 */
export async function writeGroupWorkbook(
  db: Db,
  groupId: string,
  out: Writable,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<number> {
  const { workbook, sheet } = startExportWorkbook(out);
  let rows = 0;
  let page = await memberPage(db, groupId, '', pageSize);
  for (;;) {
    // The next page is asked for before this one is written: a store server answers while the sheet is written.
    const next = page.length === pageSize ? memberPage(db, groupId, page[page.length - 1]!.fan_id, pageSize) : null;
    next?.catch(() => undefined); // awaited below; a download closed meanwhile must not leave it unhandled
    for (const r of page) addExportRow(sheet, exportCells(r));
    rows += page.length;
    if (!next) break;
    // Let the zip's compression and the socket run (an embedded store answers without yielding), then wait
    // while the client is behind: at most about two pages are ever held in memory, however large the group.
    await setImmediate();
    await untilWritable(out);
    if (out.destroyed) throw new ExportAborted();
    page = await next;
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
