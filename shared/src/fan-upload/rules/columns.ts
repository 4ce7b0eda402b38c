import { fanUploadRowText } from '../texts.ts';

/**
 * The fan upload workbook's columns (002 §3 FAN profile (tool), laid out one FAN per row). 002 does not show the
 * file's layout; this is ours, and the template the gateway serves is built from this list.
 *
 * The header row names the columns (any order, case and spacing ignored). The four required columns must be there;
 * an optional column left out of the file leaves that field of an existing FAN as it is (a new FAN gets it empty),
 * while an optional column that is there sets the field — a blank cell clears it.
 */
export const FAN_UPLOAD_COLUMNS = [
  { key: 'fanId', header: 'FAN ID', required: true, example: '12345678', hint: '8 digits (keep the leading zeros)' },
  { key: 'status', header: 'Status', required: true, example: 'Active', hint: 'Active, Pending, Expired or Inactive' },
  { key: 'name', header: 'FAN name', required: true, example: 'Example Company Inc.', hint: 'at most 200 characters' },
  {
    key: 'friendlyName',
    header: 'FAN friendly name',
    required: true,
    example: 'Example Company Perks',
    hint: 'at most 200 characters',
  },
  { key: 'webStatus', header: 'Web status', required: false, example: 'ON', hint: 'ON or OFF' },
  {
    key: 'contractType',
    header: 'Contract type',
    required: false,
    example: 'Corporate Responsibility User',
    hint: 'at most 100 characters',
  },
  {
    key: 'agreementType',
    header: 'Agreement type',
    required: false,
    example: 'Enterprise Agreement',
    hint: 'at most 100 characters',
  },
  { key: 'liabilityType', header: 'Liability type', required: false, example: 'CRU', hint: 'at most 100 characters' },
  {
    key: 'affinityTags',
    header: 'Affinity tags',
    required: false,
    example: 'GOV, TECH',
    hint: 'comma-separated codes',
  },
  {
    key: 'contactName',
    header: 'Contact name',
    required: false,
    example: 'Alex Example',
    hint: 'at most 200 characters',
  },
  {
    key: 'contactEmail',
    header: 'Contact email',
    required: false,
    example: 'alex.example@example.com',
    hint: 'an email address',
  },
  { key: 'workPhone', header: 'Work phone', required: false, example: '214.555.0100', hint: '10 digits' },
  {
    key: 'waiveActivationFees',
    header: 'Waive activation fees',
    required: false,
    example: true,
    hint: 'TRUE, FALSE or blank',
  },
  {
    key: 'waiveUpgradeFees',
    header: 'Waive upgrade fees',
    required: false,
    example: false,
    hint: 'TRUE, FALSE or blank',
  },
  { key: 'serviceDiscount', header: 'Service discount', required: false, example: 20, hint: 'amount, 0 or more' },
  {
    key: 'serviceDiscountType',
    header: 'Service discount type',
    required: false,
    example: 'PERCENT',
    hint: 'PERCENT (at most 100) or DOLLAR',
  },
  { key: 'accessoryDiscount', header: 'Accessory discount', required: false, example: 25.5, hint: 'amount, 0 or more' },
  {
    key: 'accessoryDiscountType',
    header: 'Accessory discount type',
    required: false,
    example: 'DOLLAR',
    hint: 'PERCENT (at most 100) or DOLLAR',
  },
] as const;

export type FanUploadColumn = (typeof FAN_UPLOAD_COLUMNS)[number];
export type FanUploadColumnKey = FanUploadColumn['key'];

/** A discount amount column and its type column come as a pair. */
export const PAIRED_COLUMNS: ReadonlyArray<readonly [FanUploadColumnKey, FanUploadColumnKey]> = [
  ['serviceDiscount', 'serviceDiscountType'],
  ['accessoryDiscount', 'accessoryDiscountType'],
];

const BY_KEY = new Map<FanUploadColumnKey, FanUploadColumn>(FAN_UPLOAD_COLUMNS.map((c) => [c.key, c]));
const BY_HEADER = new Map<string, FanUploadColumn>(FAN_UPLOAD_COLUMNS.map((c) => [normaliseHeader(c.header), c]));

export function columnByKey(key: FanUploadColumnKey): FanUploadColumn {
  return BY_KEY.get(key)!;
}

/** Header text compared without case, outer spaces or repeated inner spaces. */
export function normaliseHeader(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** 1 → A, 27 → AA: the column letters Excel shows. */
export function columnLetter(index: number): string {
  let n = index;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** One problem found in the file: its row and column when it has them, and what to do about it. */
export interface FanUploadIssue {
  /** The worksheet row number as Excel shows it (the header is usually row 1); null for the whole file. */
  row: number | null;
  /** The column's header as the template names it; null for a whole row or the whole file. */
  column: string | null;
  /** The cell address, such as K7, when the problem is one cell. */
  cell: string | null;
  message: string;
}

export interface FanUploadHeader {
  /** The worksheet row the header was read from. */
  row: number;
  /** Worksheet column number (1-based) → the column it holds. */
  columns: Map<number, FanUploadColumnKey>;
  present: Set<FanUploadColumnKey>;
}

export type HeaderCell = string | number | boolean | null;

/**
 * Reads a header row: cells by worksheet column number (1-based). Returns the header, or the issues that stop the
 * file: a row with none of the template's headers is not a header row at all (missing header row); otherwise
 * missing required columns, unknown or repeated headers, and half of a discount pair are each reported.
 */
export function readHeaderRow(
  rowNumber: number,
  cells: ReadonlyArray<readonly [number, HeaderCell]>,
): { header: FanUploadHeader | null; issues: FanUploadIssue[] } {
  const issues: FanUploadIssue[] = [];
  const columns = new Map<number, FanUploadColumnKey>();
  const present = new Set<FanUploadColumnKey>();
  const unknown: Array<[number, string]> = [];
  for (const [index, value] of cells) {
    if (value === null || String(value).trim() === '') continue;
    const text = String(value).trim();
    const column = BY_HEADER.get(normaliseHeader(text));
    const cell = `${columnLetter(index)}${rowNumber}`;
    if (!column) {
      unknown.push([index, text]);
    } else if (present.has(column.key)) {
      issues.push({
        row: rowNumber,
        column: column.header,
        cell,
        message: fanUploadRowText.duplicateColumn(column.header),
      });
    } else {
      present.add(column.key);
      columns.set(index, column.key);
    }
  }
  const required = FAN_UPLOAD_COLUMNS.filter((c) => c.required);
  if (present.size === 0) {
    const names = required.map((c) => c.header).join(', ');
    return {
      header: null,
      issues: [{ row: rowNumber, column: null, cell: null, message: fanUploadRowText.missingHeaderRow(names) }],
    };
  }
  for (const [index, text] of unknown) {
    issues.push({
      row: rowNumber,
      column: null,
      cell: `${columnLetter(index)}${rowNumber}`,
      message: fanUploadRowText.unknownColumn(text),
    });
  }
  const missing = required.filter((c) => !present.has(c.key));
  if (missing.length > 0) {
    issues.push({
      row: rowNumber,
      column: null,
      cell: null,
      message: fanUploadRowText.missingColumns(missing.map((c) => c.header).join(', ')),
    });
  }
  for (const [a, b] of PAIRED_COLUMNS) {
    if (present.has(a) !== present.has(b)) {
      const [has, lacks] = present.has(a) ? [a, b] : [b, a];
      issues.push({
        row: rowNumber,
        column: columnByKey(has).header,
        cell: null,
        message: fanUploadRowText.pairedColumn(columnByKey(has).header, columnByKey(lacks).header),
      });
    }
  }
  return { header: issues.length === 0 ? { row: rowNumber, columns, present } : null, issues };
}
