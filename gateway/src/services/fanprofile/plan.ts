import { type Discount } from '@carrier/shared/fan-tools';
import { columnByKey, type FanUploadColumnKey, type FanUploadRecord } from '@carrier/shared/fan-upload';

/**
 * What one row does to the stored FAN: create it, update it, or nothing. Columns absent from the file keep the
 * stored values (a new FAN gets them empty); a present column sets the field, a blank cell clears it.
 */
export interface StoredFan {
  id: string;
  status: string;
  name: string;
  friendlyName: string;
  onlExpStatus: string;
  onlExpStatusReason: string | null;
  contractType: string | null;
  agreementType: string | null;
  liabilityType: string | null;
  affinityTags: string[];
  contactName: string | null;
  contactEmail: string | null;
  workPhone: string | null;
  waivedActivationFees: boolean | null;
  waivedUpgradeFees: boolean | null;
  discounts: Discount[];
}

export type PlanAction = 'create' | 'update' | 'unchanged';

export interface PlannedFan {
  row: number;
  action: PlanAction;
  /** The template headers of the columns that change (for a new FAN: the columns the file sets). */
  columns: string[];
  /** Those columns' values before and after, for the audit trail. */
  diff: Record<string, { from: unknown; to: unknown }>;
  /** Whether web status changes (its reason for change is then the upload's). */
  webStatusChanged: boolean;
  before: StoredFan | null;
  after: StoredFan;
}

function newFan(id: string): StoredFan {
  return {
    id,
    status: '',
    name: '',
    friendlyName: '',
    onlExpStatus: 'Inactive',
    onlExpStatusReason: null,
    contractType: null,
    agreementType: null,
    liabilityType: null,
    affinityTags: [],
    contactName: null,
    contactEmail: null,
    workPhone: null,
    waivedActivationFees: null,
    waivedUpgradeFees: null,
    discounts: [],
  };
}

/**
 * The FAN's discounts after a row: a kind the row leaves out (undefined) keeps what is stored, a kind it gives
 * replaces it, a blank (null) removes it; service discounts come before accessory discounts.
 */
function mergeDiscounts(
  stored: Discount[],
  service: Discount | null | undefined,
  accessory: Discount | null | undefined,
): Discount[] {
  if (service === undefined && accessory === undefined) return stored;
  const kept = (kind: Discount['discountType'], given: Discount | null | undefined): Discount[] => {
    if (given !== undefined) return given ? [given] : [];
    return stored.filter((d) => d.discountType === kind);
  };
  return [...kept('SERVICE', service), ...kept('ACCESSORY', accessory)];
}

/** A discount as the audit trail shows it: '20 PERCENT', '25.5 DOLLAR', or null for none. */
function discountOf(fan: StoredFan, kind: Discount['discountType']): string | null {
  let text: string | null = null;
  for (const d of fan.discounts) {
    if (d.discountType !== kind) continue;
    const one = `${d.discountVal.amount} ${d.discountVal.amountType}`;
    text = text === null ? one : `${text}; ${one}`;
  }
  return text;
}

/** A template column that a stored field belongs to: its key, its header, and how to read the field to compare it. */
interface Compared {
  key: FanUploadColumnKey;
  header: string;
  read: (f: StoredFan) => unknown;
}

const COMPARED: readonly Compared[] = (
  [
    ['status', (f) => f.status],
    ['name', (f) => f.name],
    ['friendlyName', (f) => f.friendlyName],
    ['webStatus', (f) => f.onlExpStatus],
    ['contractType', (f) => f.contractType],
    ['agreementType', (f) => f.agreementType],
    ['liabilityType', (f) => f.liabilityType],
    ['affinityTags', (f) => f.affinityTags.join(',')],
    ['contactName', (f) => f.contactName],
    ['contactEmail', (f) => f.contactEmail],
    ['workPhone', (f) => f.workPhone],
    ['waiveActivationFees', (f) => f.waivedActivationFees],
    ['waiveUpgradeFees', (f) => f.waivedUpgradeFees],
    ['serviceDiscount', (f) => discountOf(f, 'SERVICE')],
    ['accessoryDiscount', (f) => discountOf(f, 'ACCESSORY')],
  ] as Array<[FanUploadColumnKey, Compared['read']]>
).map(([key, read]) => ({ key, header: columnByKey(key).header, read }));

/**
 * The columns a new FAN is created with, for a file with these columns: the required ones and those the file has.
 * Every new FAN of one file has the same, so they are worked out once per file (its set of present columns).
 */
const createdColumns = new WeakMap<ReadonlySet<FanUploadColumnKey>, readonly Compared[]>();
function columnsOfNewFan(present: ReadonlySet<FanUploadColumnKey>): readonly Compared[] {
  let columns = createdColumns.get(present);
  if (!columns) {
    columns = COMPARED.filter(
      ({ key }) => key === 'status' || key === 'name' || key === 'friendlyName' || present.has(key),
    );
    createdColumns.set(present, columns);
  }
  return columns;
}

function setIfGiven<K extends keyof StoredFan>(fan: StoredFan, key: K, value: StoredFan[K] | undefined): void {
  if (value !== undefined) fan[key] = value;
}

export function planFan(
  record: FanUploadRecord,
  stored: StoredFan | undefined,
  present: ReadonlySet<FanUploadColumnKey>,
): PlannedFan {
  const before = stored ?? null;
  const after: StoredFan = stored ? { ...stored } : newFan(record.fanId);
  after.status = record.status;
  after.name = record.name;
  after.friendlyName = record.friendlyName;
  setIfGiven(after, 'onlExpStatus', record.onlExpStatus);
  setIfGiven(after, 'contractType', record.contractType);
  setIfGiven(after, 'agreementType', record.agreementType);
  setIfGiven(after, 'liabilityType', record.liabilityType);
  setIfGiven(after, 'affinityTags', record.affinityTags);
  setIfGiven(after, 'contactName', record.contactName);
  setIfGiven(after, 'contactEmail', record.contactEmail);
  setIfGiven(after, 'workPhone', record.workPhone);
  setIfGiven(after, 'waivedActivationFees', record.waivedActivationFees);
  setIfGiven(after, 'waivedUpgradeFees', record.waivedUpgradeFees);
  after.discounts = mergeDiscounts(after.discounts, record.serviceDiscount, record.accessoryDiscount);

  const columns: string[] = [];
  const diff: PlannedFan['diff'] = {};
  if (before) {
    for (const { header, read } of COMPARED) {
      const from = read(before);
      const to = read(after);
      if (from === to) continue;
      columns.push(header);
      diff[header] = { from, to };
    }
  } else {
    for (const { header, read } of columnsOfNewFan(present)) {
      columns.push(header);
      diff[header] = { from: null, to: read(after) };
    }
  }
  return {
    row: record.row,
    action: before ? (columns.length ? 'update' : 'unchanged') : 'create',
    columns,
    diff,
    webStatusChanged: before ? before.onlExpStatus !== after.onlExpStatus : after.onlExpStatus === 'Active',
    before,
    after,
  };
}
