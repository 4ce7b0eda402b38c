import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from '@carrier/shared/fan-upload';

/**
 * Rows of the first worksheet, streamed with exceljs's WorkbookReader from the checked zip (xlsx-inspect.ts).
 * Each cell becomes a plain value, or a problem: a formula (never run; 002 leaves it to us — we refuse rather than
 * trust a cached result the uploader may not have seen recalculated), an error value such as #N/A, or something
 * unreadable. Styles, hyperlinks and the other parts are not read.
 */
export class CellProblem {
  constructor(
    readonly problem: 'formula' | 'errorValue' | 'unreadable',
    readonly detail: string,
  ) {}
}

/** A plain value (null never: empty cells are left out), or what is wrong with the cell. */
export type SheetCell = Exclude<CellValue, null> | CellProblem;

export interface SheetRow {
  /** The row number as Excel shows it. */
  number: number;
  /** Non-empty cells by column number (1-based). */
  cells: Map<number, SheetCell>;
}

type ExcelValue = ExcelJS.CellValue | { sharedString: number } | undefined;

/** A cell's value as the rules take it (one allocation only for problems: this runs for every cell of the file). */
export function toSheetCell(value: ExcelValue): SheetCell | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : new CellProblem('unreadable', String(value));
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value)
      return new CellProblem('formula', String((value as { formula?: string }).formula ?? ''));
    if ('error' in value) return new CellProblem('errorValue', String(value.error));
    if ('richText' in value && Array.isArray(value.richText))
      return toSheetCell(value.richText.map((r) => r.text ?? '').join(''));
    if ('text' in value && typeof value.text === 'string') return toSheetCell(value.text);
  }
  return new CellProblem('unreadable', typeof value);
}

/**
 * A row as it crosses from the reader thread (xlsx-rows-off-thread.ts): its number and its cells as column, value
 * pairs in one flat array; a problem travels as a plain object (a class does not survive the way between threads).
 */
export interface EncodedRow {
  number: number;
  cells: Array<number | Exclude<CellValue, null> | { problem: CellProblem['problem']; detail: string }>;
}
/** A row for the way to the gateway's thread. */
export function encodeRow(row: SheetRow): EncodedRow {
  const cells: EncodedRow['cells'] = [];
  for (const [column, cell] of row.cells)
    cells.push(column, cell instanceof CellProblem ? { problem: cell.problem, detail: cell.detail } : cell);
  return { number: row.number, cells };
}
/** A row as it arrived from the reader thread, as readSheetRows gives it. */
export function decodeRow(row: EncodedRow): SheetRow {
  const cells = new Map<number, SheetCell>();
  for (let i = 0; i < row.cells.length; i += 2) {
    const value = row.cells[i + 1]!;
    cells.set(row.cells[i] as number, typeof value === 'object' ? new CellProblem(value.problem, value.detail) : value);
  }
  return { number: row.number, cells };
}
export interface ReadRowsOptions {
  /** Cells right of this column are not read (the template has 18 columns; a header may be a few wider). */
  maxColumn: number;
}

/**
 * The workbook's shared strings, kept as UTF-8 in one growing buffer with where each ends: about the bytes of the
 * text itself, where an array of strings costs some 40 bytes more for each (a 100,000-row file of distinct names,
 * e-mail addresses and phone numbers has most of a million). Each is decoded when a cell asks for it.
 */
export class SharedStringTable {
  #bytes = Buffer.allocUnsafe(1 << 16);
  #ends = new Uint32Array(1 << 12);
  #count = 0;
  #used = 0;

  get size(): number {
    return this.#count;
  }

  /** The next string (shared strings come in index order). */
  push(text: string): void {
    const length = Buffer.byteLength(text);
    if (this.#used + length > this.#bytes.length) {
      const bytes = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#used + length));
      this.#bytes.copy(bytes, 0, 0, this.#used);
      this.#bytes = bytes;
    }
    if (this.#count === this.#ends.length) {
      const ends = new Uint32Array(this.#ends.length * 2);
      ends.set(this.#ends);
      this.#ends = ends;
    }
    this.#used += this.#bytes.write(text, this.#used, 'utf8');
    this.#ends[this.#count++] = this.#used;
  }

  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.#count)) return undefined;
    return this.#bytes.toString('utf8', index === 0 ? 0 : this.#ends[index - 1], this.#ends[index]);
  }
}

/** What exceljs's reader yields for a shared string when told to emit them (it does not wrap them as events). */
interface EmittedSharedString {
  index: number;
  text: string | { richText: Array<{ text?: string }> } | null;
}

type ReaderItem = EmittedSharedString | { eventType: string; value: AsyncIterable<ExcelJS.Row> };

/**
 * The first worksheet's non-empty rows, in order. Rows without any value are skipped. The reader emits the shared
 * strings, which are kept in a SharedStringTable that the worksheet's cells read from: the checked zip
 * (xlsx-inspect.ts) puts the shared strings before the worksheet, so every string is in before the first row.
 */
export async function* readSheetRows(zip: Buffer[], options: ReadRowsOptions): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(zip), {
    worksheets: 'emit',
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const strings = new SharedStringTable();
  // The worksheet reader looks a shared string up as `workbook.sharedStrings[index]`: give it the table.
  (reader as unknown as { sharedStrings: unknown }).sharedStrings = new Proxy(
    {},
    { get: (_target, key) => (typeof key === 'string' ? strings.get(Number(key)) : undefined) },
  );
  const items = (reader as unknown as { parse(): AsyncIterable<ReaderItem> }).parse();
  for await (const item of items) {
    if (!('eventType' in item)) {
      const { text } = item;
      strings.push(
        typeof text === 'string' ? text : text === null ? '' : text.richText.map((r) => r.text ?? '').join(''),
      );
      continue;
    }
    if (item.eventType !== 'worksheet') continue;
    for await (const row of item.value) {
      const cells = new Map<number, SheetCell>();
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (column > options.maxColumn) return;
        const read = toSheetCell(cell.value as ExcelValue);
        if (read !== null) cells.set(column, read); // false and 0 are values too
      });
      if (cells.size > 0) yield { number: row.number, cells };
    }
    // Only the first worksheet is in the zip the inspection built; stop all the same.
    return;
  }
}
