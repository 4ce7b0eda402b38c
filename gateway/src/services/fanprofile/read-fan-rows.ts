import {
  DuplicateFanIds,
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
import { CellProblem, readSheetRows } from '../../files/xlsx-rows.ts';

/**
 * One pass over the first worksheet: the header row, then every FAN row checked with the shared rules and the
 * duplicate check. It never stops at the first problem (the report lists them all, up to maxListed), but stops
 * reading at maxRows or when the deadline passes.
 */
export interface ReadLimits {
  maxRows: number;
  /** Problems listed in the report; the count goes on. */
  maxListed: number;
  /** Milliseconds of reading before the file is refused as too slow to read. */
  timeLimitMs: number;
}

export interface ReadResult {
  records: FanUploadRecord[];
  header: FanUploadHeader | null;
  rowCount: number;
  issues: FanUploadIssue[];
  issueCount: number;
  /** Rows with at least one problem. */
  failedRows: number;
}

export class ReadTimeLimit extends Error {}

/** Columns read: the template's, plus a few to name unknown headers. */
const MAX_COLUMN = FAN_UPLOAD_COLUMNS.length + 32;

function cellProblem(cell: CellProblem): string {
  if (cell.problem === 'formula') return fanUploadRowText.formula;
  if (cell.problem === 'errorValue') return fanUploadRowText.errorValue(cell.detail);
  return fanUploadRowText.unreadable;
}

export async function readFanRows(
  zip: Buffer[],
  limits: ReadLimits,
  now: () => number = Date.now,
): Promise<ReadResult> {
  const deadline = now() + limits.timeLimitMs;
  const result: ReadResult = { records: [], header: null, rowCount: 0, issues: [], issueCount: 0, failedRows: 0 };
  const report = (issues: FanUploadIssue[]) => {
    for (const issue of issues) {
      if (result.issues.length < limits.maxListed) result.issues.push(issue);
      result.issueCount++;
    }
  };
  const duplicates = new DuplicateFanIds();
  let letters = new Map<FanUploadColumnKey, string>();

  for await (const row of readSheetRows(zip, { maxColumn: MAX_COLUMN })) {
    if (result.header === null) {
      const cells: Array<[number, HeaderCell]> = [...row.cells].map(([column, cell]) => [
        column,
        cell instanceof CellProblem ? null : cell,
      ]);
      const { header, issues } = readHeaderRow(row.number, cells);
      report(issues);
      if (!header) return { ...result, failedRows: 1 };
      result.header = header;
      letters = headerLetters(header);
      continue;
    }

    const values: Partial<Record<FanUploadColumnKey, CellValue>> = {};
    const problems: FanUploadIssue[] = [];
    const problemColumns = new Set<string>();
    for (const [column, key] of result.header.columns) {
      const cell = row.cells.get(column);
      if (cell === undefined) continue;
      if (!(cell instanceof CellProblem)) {
        values[key] = cell;
      } else {
        const header = columnByKey(key).header;
        problemColumns.add(header);
        problems.push({
          row: row.number,
          column: header,
          cell: `${letters.get(key)}${row.number}`,
          message: cellProblem(cell),
        });
      }
    }
    // A row whose only values lie outside the header's columns is as good as blank.
    if (Object.keys(values).length === 0 && problems.length === 0) continue;

    result.rowCount++;
    if (result.rowCount > limits.maxRows) {
      report([{ row: null, column: null, cell: null, message: fanUploadText.tooManyRows(limits.maxRows) }]);
      result.rowCount--;
      result.failedRows++;
      return result;
    }
    if (result.rowCount % 1000 === 0 && now() > deadline) throw new ReadTimeLimit();

    const checked = validateFanUploadRow(row.number, result.header, values, letters);
    // A cell already reported as a formula or an error value is not reported again as missing or invalid.
    const issues = [...problems, ...checked.issues.filter((i) => !problemColumns.has(i.column ?? ''))];
    if (checked.fanId) {
      const duplicate = duplicates.see(checked.fanId, row.number, `${letters.get('fanId')}${row.number}`);
      if (duplicate) issues.push(duplicate);
    }
    if (checked.record && isTemplateExampleRow(checked.record)) {
      issues.push({ row: row.number, column: null, cell: null, message: fanUploadRowText.exampleRow });
    }
    if (issues.length > 0) {
      report(issues);
      result.failedRows++;
      // Nothing will be applied now: stop holding the good rows.
      result.records.length = 0;
    } else if (checked.record && result.issueCount === 0) {
      result.records.push(checked.record);
    }
  }

  if (result.header === null) {
    const required = FAN_UPLOAD_COLUMNS.filter((c) => c.required)
      .map((c) => c.header)
      .join(', ');
    report([{ row: null, column: null, cell: null, message: fanUploadRowText.missingHeaderRow(required) }]);
  } else if (result.rowCount === 0) {
    report([{ row: null, column: null, cell: null, message: fanUploadRowText.noRows }]);
  }
  return result;
}
