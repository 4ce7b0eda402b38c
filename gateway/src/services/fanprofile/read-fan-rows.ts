import {
  FAN_UPLOAD_COLUMNS,
  columnByKey,
  fanUploadRowText,
  fanUploadText,
  headerLetters,
  isTemplateExampleRow,
  readHeaderRow,
  validateFanUploadRow,
  type CellValue,
  type FanUploadColumnKey,
  type FanUploadHeader,
  type FanUploadIssue,
  type FanUploadRecord,
  type HeaderCell,
} from '@carrier/shared/fan-upload';
import { CellProblem, type SheetParts, type SheetRow } from '../../files/xlsx-rows.ts';
import { readSheetRowsOffThread } from '../../files/xlsx-rows-off-thread.ts';

/**
 * One pass over the first worksheet: the header row, then every FAN row checked with the shared rules, handed on in
 * batches as it is read (nothing is kept here: memory stays flat however many rows the file has). It never stops at
 * the first problem (the report lists them all, up to maxListed), but stops reading at maxRows or when the deadline
 * passes. The check across rows (a FAN ID twice) belongs to whoever keeps the batches: see `withDuplicates`.
 */
export interface ReadLimits {
  maxRows: number;
  /** Problems listed in the report; the count goes on. */
  maxListed: number;
  /** Milliseconds of reading before the file is refused as too slow to read. */
  timeLimitMs: number;
}

/** A FAN row with a readable FAN ID, and its record when nothing so far (this row included) has a problem. */
export interface ReadRow {
  /** The order the row was read in (0, 1, 2 …). */
  seq: number;
  row: number;
  fanId: string;
  failed: boolean;
  record: FanUploadRecord | null;
}

/**
 * Receives each batch of rows in file order. `clean`: no problem has been found so far, so the batch's records
 * may still be applied (once a problem is found nothing will be, and later batches carry no records).
 */
export type RowBatchSink = (rows: readonly ReadRow[], clean: boolean, header: FanUploadHeader) => Promise<void>;

/** A listed problem and where it falls in the report's order (the row's place in the file, then its kind). */
interface ListedIssue {
  order: number;
  issue: FanUploadIssue;
}

export interface ReadResult {
  header: FanUploadHeader | null;
  rowCount: number;
  /** The problems found so far, in file order (at most maxListed). */
  issues: FanUploadIssue[];
  issueCount: number;
  /** Rows with at least one problem. */
  failedRows: number;
  /** Each listed problem's place in the report (see `withDuplicates`). */
  order: number[];
}

export class ReadTimeLimit extends Error {}

/** The worksheet itself could not be read (malformed XML inside a checked workbook); `cause` says what the parser said. */
export class UnreadableSheet extends Error {}

/** Columns read: the template's, plus a few to name unknown headers. */
const MAX_COLUMN = FAN_UPLOAD_COLUMNS.length + 32;

/** Rows handed on at once. */
export const READ_BATCH = 1_000;

/** A problem's place: before every row, at a row (its own problems, then a repeated FAN ID, then the example row), after every row. */
const BEFORE_ROWS = -1;
const AFTER_ROWS = Number.MAX_SAFE_INTEGER;
const rowOrder = (seq: number, kind: 0 | 1 | 2) => seq * 4 + kind;

function cellProblem(cell: CellProblem): string {
  if (cell.problem === 'formula') return fanUploadRowText.formula;
  if (cell.problem === 'errorValue') return fanUploadRowText.errorValue(cell.detail);
  return fanUploadRowText.unreadable;
}

export async function readFanRows(
  parts: SheetParts,
  limits: ReadLimits,
  sink: RowBatchSink,
  now: () => number = Date.now,
  batchSize = READ_BATCH,
): Promise<ReadResult> {
  const deadline = now() + limits.timeLimitMs;
  const listed: ListedIssue[] = [];
  const result: ReadResult = { header: null, rowCount: 0, issues: [], issueCount: 0, failedRows: 0, order: [] };
  const report = (issues: readonly FanUploadIssue[], order: number) => {
    for (const issue of issues) {
      if (listed.length < limits.maxListed) listed.push({ issue, order });
      result.issueCount++;
    }
  };
  const done = (): ReadResult => {
    result.issues = listed.map((l) => l.issue);
    result.order = listed.map((l) => l.order);
    return result;
  };
  let letters = new Map<FanUploadColumnKey, string>();
  // the header's columns and their keys, as arrays: looked up for every cell of every row
  let columns: number[] = [];
  let keys: FanUploadColumnKey[] = [];
  let batch: ReadRow[] = [];
  const flush = async () => {
    if (batch.length === 0 || result.header === null) return;
    const rows = batch;
    batch = [];
    await sink(rows, result.issueCount === 0, result.header);
  };

  const batches = readSheetRowsOffThread(parts, { maxColumn: MAX_COLUMN });
  const nextBatch = async (): Promise<IteratorResult<SheetRow[]>> => {
    try {
      return await batches.next();
    } catch (err) {
      throw new UnreadableSheet('the worksheet could not be read', { cause: err });
    }
  };
  // Left early (a missing header, too many rows, the time limit, a store failure), the reader is stopped.
  try {
    let seq = 0;
    for (let next = await nextBatch(); !next.done; next = await nextBatch()) {
      for (const row of next.value) {
        if (result.header === null) {
          const cells: Array<[number, HeaderCell]> = [...row.cells].map(([column, cell]) => [
            column,
            cell instanceof CellProblem ? null : cell,
          ]);
          const { header, issues } = readHeaderRow(row.number, cells);
          report(issues, BEFORE_ROWS);
          if (!header) {
            result.failedRows = 1;
            return done();
          }
          result.header = header;
          letters = headerLetters(header);
          columns = [...header.columns.keys()];
          keys = [...header.columns.values()];
          continue;
        }

        const values: Partial<Record<FanUploadColumnKey, CellValue>> = {};
        let problems: FanUploadIssue[] | null = null;
        let problemColumns: Set<string> | null = null;
        let valueCount = 0;
        for (let c = 0; c < columns.length; c++) {
          const key = keys[c]!;
          const cell = row.cells.get(columns[c]!);
          if (cell === undefined) continue;
          if (!(cell instanceof CellProblem)) {
            values[key] = cell;
            valueCount++;
          } else {
            const header = columnByKey(key).header;
            (problemColumns ??= new Set()).add(header);
            (problems ??= []).push({
              row: row.number,
              column: header,
              cell: `${letters.get(key)}${row.number}`,
              message: cellProblem(cell),
            });
          }
        }
        // A row whose only values lie outside the header's columns is as good as blank.
        if (valueCount === 0 && problems === null) continue;

        result.rowCount++;
        if (result.rowCount > limits.maxRows) {
          result.rowCount--;
          report(
            [{ row: null, column: null, cell: null, message: fanUploadText.tooManyRows(limits.maxRows) }],
            AFTER_ROWS,
          );
          result.failedRows++;
          await flush();
          return done();
        }
        if (result.rowCount % 1000 === 0 && now() > deadline) throw new ReadTimeLimit();

        const checked = validateFanUploadRow(row.number, result.header, values, letters);
        // A cell already reported as a formula or an error value is not reported again as missing or invalid.
        const own =
          problems === null
            ? checked.issues
            : [...problems, ...checked.issues.filter((i) => !problemColumns!.has(i.column ?? ''))];
        const example = checked.record !== null && isTemplateExampleRow(checked.record);
        const failed = own.length > 0 || example;
        if (own.length > 0) report(own, rowOrder(seq, 0));
        if (example)
          report(
            [{ row: row.number, column: null, cell: null, message: fanUploadRowText.exampleRow }],
            rowOrder(seq, 2),
          );
        if (failed) result.failedRows++;
        if (checked.fanId !== null) {
          batch.push({
            seq,
            row: row.number,
            fanId: checked.fanId,
            failed,
            // Nothing will be applied once a row has failed: later rows carry only what the check across rows needs.
            record: failed || result.issueCount > 0 ? null : checked.record,
          });
        }
        seq++;
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
  } finally {
    await batches.return(undefined);
  }

  if (result.header === null) {
    const required = FAN_UPLOAD_COLUMNS.filter((c) => c.required)
      .map((c) => c.header)
      .join(', ');
    report([{ row: null, column: null, cell: null, message: fanUploadRowText.missingHeaderRow(required) }], AFTER_ROWS);
  } else if (result.rowCount === 0) {
    report([{ row: null, column: null, cell: null, message: fanUploadRowText.noRows }], AFTER_ROWS);
  }
  return done();
}

/** A later row with a FAN ID an earlier row of the file already had. */
export interface RepeatedFanId {
  seq: number;
  row: number;
  fanId: string;
  firstRow: number;
  /** The row had a problem of its own already (so it is not a newly failed row). */
  failed: boolean;
}

/**
 * The read's report with the repeated FAN IDs found across its rows (the first `maxListed` of them, in file order,
 * and how many there are in all, and how many of their rows had no other problem) in their places: each after its
 * row's own problems, before the example-row problem, at most maxListed in all.
 */
export function withDuplicates(
  read: ReadResult,
  repeated: { first: readonly RepeatedFanId[]; count: number; newlyFailed: number },
  maxListed: number,
): ReadResult {
  if (repeated.count === 0) return read;
  const letter = read.header ? (headerLetters(read.header).get('fanId') ?? null) : null;
  const merged: ListedIssue[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < maxListed && (i < read.issues.length || j < repeated.first.length)) {
    const dup = repeated.first[j];
    const dupOrder = dup ? rowOrder(dup.seq, 1) : AFTER_ROWS;
    if (i < read.issues.length && (dup === undefined || read.order[i]! < dupOrder)) {
      merged.push({ issue: read.issues[i]!, order: read.order[i]! });
      i++;
    } else {
      const d = dup!;
      merged.push({
        order: dupOrder,
        issue: {
          row: d.row,
          column: columnByKey('fanId').header,
          cell: letter ? `${letter}${d.row}` : null,
          message: fanUploadRowText.duplicateFanId(d.fanId, d.firstRow),
        },
      });
      j++;
    }
  }
  return {
    ...read,
    issues: merged.map((m) => m.issue),
    order: merged.map((m) => m.order),
    issueCount: read.issueCount + repeated.count,
    failedRows: read.failedRows + repeated.newlyFailed,
  };
}
