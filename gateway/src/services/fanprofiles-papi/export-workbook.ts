import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, isWebStatusOn, neutraliseCell } from '@carrier/shared/fan-tools';
import type { ExportRow } from './member-store.ts';

/**
 * One spreadsheet row in EXPORT_COLUMNS order: id, name, friendly name, status, web status ON/OFF; no cell reads as
 * a formula (neutraliseCell).
 */
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
