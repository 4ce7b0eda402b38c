import { EMAIL_PATTERN } from '../../core/email.ts';
import { fanUploadRowText } from '../texts.ts';
import type { Discount } from '../../fan-tools/schemas/fan-profile.ts';
import { FAN_ID_LENGTH, isFanId } from '../../fan-tools/rules.ts';
import {
  columnByKey,
  columnLetter,
  type FanUploadColumnKey,
  type FanUploadHeader,
  type FanUploadIssue,
} from './columns.ts';

/**
 * The rules for one FAN row of the fan upload (002 §3 FAN profile, §9 FAN ID of 8 digits). They run on the gateway
 * for every row before anything is applied; any failing row means nothing is applied.
 */

/** A cell as the workbook reader hands it over: formulas, error values and rich text are dealt with before this. */
export type CellValue = string | number | boolean | null;

/** 002 §3: Active, Pending or other (expired) values; these four are the ones the tool knows. */
export const FAN_STATUSES = ['Active', 'Pending', 'Expired', 'Inactive'] as const;
export type FanStatus = (typeof FAN_STATUSES)[number];

/** A row ready to apply. A field left undefined was not in the file (its column is absent): it stays as it is. */
export interface FanUploadRecord {
  row: number;
  fanId: string;
  status: FanStatus;
  name: string;
  friendlyName: string;
  /** 002 §3 onlExpStatus: 'Active' means web status on. */
  onlExpStatus?: 'Active' | 'Inactive';
  contractType?: string | null;
  agreementType?: string | null;
  liabilityType?: string | null;
  affinityTags?: string[];
  contactName?: string | null;
  contactEmail?: string | null;
  workPhone?: string | null;
  waivedActivationFees?: boolean | null;
  waivedUpgradeFees?: boolean | null;
  /** null: no discount of this kind. */
  serviceDiscount?: Discount | null;
  accessoryDiscount?: Discount | null;
}

export const TEXT_LIMITS = {
  name: 200,
  friendlyName: 200,
  contractType: 100,
  agreementType: 100,
  liabilityType: 100,
  contactName: 200,
  contactEmail: 254,
} as const;
export const MAX_AFFINITY_TAGS = 20;
const TAG = /^[A-Za-z0-9_-]{1,32}$/;
/** 002 §5 (generic form rules): a simple address pattern with a 2 to 15 letter ending. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\r\n\t]/;

type Cells = Partial<Record<FanUploadColumnKey, CellValue>>;

class RowCheck {
  readonly issues: FanUploadIssue[] = [];
  constructor(
    private readonly rowNumber: number,
    private readonly header: FanUploadHeader,
    private readonly cells: Cells,
    private readonly letters: Map<FanUploadColumnKey, string>,
  ) {}

  has(key: FanUploadColumnKey): boolean {
    return this.header.present.has(key);
  }

  raw(key: FanUploadColumnKey): CellValue {
    return this.cells[key] ?? null;
  }

  issue(key: FanUploadColumnKey, message: string): undefined {
    const letter = this.letters.get(key);
    this.issues.push({
      row: this.rowNumber,
      column: columnByKey(key).header,
      cell: letter ? `${letter}${this.rowNumber}` : null,
      message,
    });
    return undefined;
  }

  /** Trimmed text, or null when blank; undefined after recording an issue. */
  text(key: FanUploadColumnKey, max: number): string | null | undefined {
    const value = this.raw(key);
    if (value === null) return null;
    const text = (typeof value === 'string' ? value : String(value)).trim();
    if (text === '') return null;
    if (CONTROL.test(text)) return this.issue(key, fanUploadRowText.controlCharacters);
    // Characters, not UTF-16 units: only counted when the units could exceed the limit.
    if (text.length > max && [...text].length > max) return this.issue(key, fanUploadRowText.tooLong(max));
    return text;
  }

  requiredText(key: FanUploadColumnKey, max: number): string | undefined {
    const text = this.text(key, max);
    if (text === null) return this.issue(key, fanUploadRowText.required(columnByKey(key).header));
    return text;
  }
}

/** 002 §9: 8 digits. A number cell lost its leading zeros to Excel: it is padded back (002 §5 pads to 8 digits). */
export function readFanId(value: CellValue): string | null {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value >= 10 ** FAN_ID_LENGTH) return null;
    return String(value).padStart(FAN_ID_LENGTH, '0');
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return isFanId(text) ? text : null;
}

const STATUS_BY_LOWER = new Map<string, FanStatus>(FAN_STATUSES.map((s) => [s.toLowerCase(), s]));

export function readStatus(value: string): FanStatus | null {
  return STATUS_BY_LOWER.get(value.toLowerCase()) ?? null;
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0']);

/** TRUE/FALSE (also Yes/No, Y/N, 1/0) or a boolean cell; blank is null. */
export function readYesNo(value: CellValue): boolean | null | undefined {
  if (value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

/** 10 digits with any of . - space ( ) between them, and an optional +1; stored as 214.555.0147 (002 §5 format). */
export function readPhone(value: CellValue): string | null {
  const text = String(value).trim();
  if (!/^[+\d().\s-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
}

/** An amount: a number cell or numeric text, 0 or more, at most 2 decimals. */
export function readAmount(value: CellValue): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) n = Number(value);
  else return null;
  if (!Number.isFinite(n) || n < 0) return null;
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return null;
  return Math.round(n * 100) / 100;
}

export function readDiscountType(value: string): 'PERCENT' | 'DOLLAR' | null {
  const text = value.trim().toUpperCase();
  if (text === 'PERCENT' || text === '%') return 'PERCENT';
  if (text === 'DOLLAR' || text === '$') return 'DOLLAR';
  return null;
}

function blank(v: CellValue): boolean {
  return v === null || (typeof v === 'string' && v.trim() === '');
}

const SERVICE_KEYS = ['serviceDiscount', 'serviceDiscountType'] as const;
const ACCESSORY_KEYS = ['accessoryDiscount', 'accessoryDiscountType'] as const;

function discount(check: RowCheck, kind: 'SERVICE' | 'ACCESSORY'): Discount | null | undefined {
  const [amountKey, typeKey] = kind === 'SERVICE' ? SERVICE_KEYS : ACCESSORY_KEYS;
  const rawAmount = check.raw(amountKey);
  const rawType = check.raw(typeKey);
  if (blank(rawAmount) && blank(rawType)) return null;
  let amount: number | null = null;
  let type: 'PERCENT' | 'DOLLAR' | null = null;
  if (blank(rawAmount)) check.issue(amountKey, fanUploadRowText.discountAmountMissing);
  else if ((amount = readAmount(rawAmount)) === null) check.issue(amountKey, fanUploadRowText.amount);
  if (blank(rawType)) check.issue(typeKey, fanUploadRowText.discountTypeMissing);
  else if ((type = readDiscountType(String(rawType))) === null) check.issue(typeKey, fanUploadRowText.discountType);
  if (amount === null || type === null) return undefined;
  if (type === 'PERCENT' && amount > 100) return check.issue(amountKey, fanUploadRowText.percentOver100);
  return { discountType: kind, discountVal: { amount, amountType: type } };
}

const PLAIN_TEXT_KEYS = ['contractType', 'agreementType', 'liabilityType', 'contactName'] as const;
const WAIVERS = [
  ['waiveActivationFees', 'waivedActivationFees'],
  ['waiveUpgradeFees', 'waivedUpgradeFees'],
] as const;

/** Tags split on , or ; trimmed, upper-cased, blanks dropped, each once in first-seen order. */
function readTags(text: string): string[] {
  const tags = new Set<string>();
  for (const part of text.split(/[,;]/)) {
    const tag = part.trim().toUpperCase();
    if (tag) tags.add(tag);
  }
  return [...tags];
}

function isTag(tag: string): boolean {
  return TAG.test(tag);
}

/**
 * Checks one data row. `cells` holds the row's values by column key (only the header's columns); `letters` maps
 * each column to its worksheet letter for the report. Returns the record to apply, or null and every issue found
 * in the row (all of them, not just the first, so one pass over the file reports everything). `fanId` is the
 * row's readable FAN ID even when another cell fails, for the duplicate check.
 */
export function validateFanUploadRow(
  rowNumber: number,
  header: FanUploadHeader,
  cells: Cells,
  letters: Map<FanUploadColumnKey, string>,
): { record: FanUploadRecord | null; fanId: string | null; issues: FanUploadIssue[] } {
  const check = new RowCheck(rowNumber, header, cells, letters);

  let fanId: string | null = null;
  const rawId = check.raw('fanId');
  if (rawId === null || (typeof rawId === 'string' && rawId.trim() === ''))
    check.issue('fanId', fanUploadRowText.required('FAN ID'));
  else if ((fanId = readFanId(rawId)) === null) check.issue('fanId', fanUploadRowText.fanId);

  let status: FanStatus | null = null;
  const statusText = check.requiredText('status', 20);
  if (statusText && (status = readStatus(statusText)) === null) check.issue('status', fanUploadRowText.status);

  const name = check.requiredText('name', TEXT_LIMITS.name);
  const friendlyName = check.requiredText('friendlyName', TEXT_LIMITS.friendlyName);
  const record: Partial<FanUploadRecord> = { row: rowNumber };

  if (check.has('webStatus')) {
    const text = check.text('webStatus', 10);
    const upper = text?.toUpperCase();
    if (upper === 'ON' || upper === 'OFF') record.onlExpStatus = upper === 'ON' ? 'Active' : 'Inactive';
    else if (text !== undefined) check.issue('webStatus', fanUploadRowText.webStatus);
  }
  for (const key of PLAIN_TEXT_KEYS) {
    if (check.has(key)) record[key] = check.text(key, TEXT_LIMITS[key]);
  }
  if (check.has('contactEmail')) {
    const email = check.text('contactEmail', TEXT_LIMITS.contactEmail);
    if (email && !EMAIL_PATTERN.test(email)) check.issue('contactEmail', fanUploadRowText.email);
    else record.contactEmail = email;
  }
  if (check.has('workPhone')) {
    const raw = check.raw('workPhone');
    if (raw === null || String(raw).trim() === '') record.workPhone = null;
    else if ((record.workPhone = readPhone(raw)) === null) check.issue('workPhone', fanUploadRowText.phone);
  }
  if (check.has('affinityTags')) {
    const text = check.text('affinityTags', 2000);
    const tags = text ? readTags(text) : [];
    if (tags.length > MAX_AFFINITY_TAGS || !tags.every(isTag))
      check.issue('affinityTags', fanUploadRowText.affinityTags);
    else if (text !== undefined) record.affinityTags = tags;
  }
  for (const [key, field] of WAIVERS) {
    if (!check.has(key)) continue;
    const value = readYesNo(check.raw(key));
    if (value === undefined) check.issue(key, fanUploadRowText.yesNo);
    else record[field] = value;
  }
  if (check.has('serviceDiscount')) record.serviceDiscount = discount(check, 'SERVICE');
  if (check.has('accessoryDiscount')) record.accessoryDiscount = discount(check, 'ACCESSORY');

  if (check.issues.length > 0 || !fanId || !status || !name || !friendlyName)
    return { record: null, fanId, issues: check.issues };
  // completed in place: a copy by spread of this object, whose fields vary with the file's columns, cost more than
  // every other check of the row together
  record.fanId = fanId;
  record.status = status;
  record.name = name;
  record.friendlyName = friendlyName;
  return { record: record as FanUploadRecord, fanId, issues: [] };
}

/** Worksheet letters of the header's columns, for cell addresses in the report. */
export function headerLetters(header: FanUploadHeader): Map<FanUploadColumnKey, string> {
  const out = new Map<FanUploadColumnKey, string>();
  for (const [index, key] of header.columns) out.set(key, columnLetter(index));
  return out;
}

/**
 * The template's example row, sent back unchanged, would create a FAN called 'Example Company Inc.': it is refused,
 * so a template filled in below its example row cannot create it by mistake.
 */
export function isTemplateExampleRow(record: Pick<FanUploadRecord, 'fanId' | 'name'>): boolean {
  return record.fanId === columnByKey('fanId').example && record.name === columnByKey('name').example;
}

/** Duplicates within one file: the first row of a FAN ID wins the place, every later row with it is an issue. */
export class DuplicateFanIds {
  private readonly firstRow = new Map<string, number>();

  /** Records a row's FAN ID; returns the issue when an earlier row had it. */
  see(fanId: string, row: number, cell: string | null): FanUploadIssue | null {
    const first = this.firstRow.get(fanId);
    if (first === undefined) {
      this.firstRow.set(fanId, row);
      return null;
    }
    return { row, column: 'FAN ID', cell, message: fanUploadRowText.duplicateFanId(fanId, first) };
  }
}
