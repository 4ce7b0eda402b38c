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

const DISCOUNT_ORDER: Record<Discount['discountType'], number> = { SERVICE: 0, ACCESSORY: 1 };

function withDiscount(
  discounts: Discount[],
  kind: Discount['discountType'],
  next: Discount | null | undefined,
): Discount[] {
  if (next === undefined) return discounts;
  const others = discounts.filter((d) => d.discountType !== kind);
  return next
    ? [...others, next].sort((a, b) => DISCOUNT_ORDER[a.discountType] - DISCOUNT_ORDER[b.discountType])
    : others;
}

/** A discount as the audit trail shows it: '20 PERCENT', '25.5 DOLLAR', or null for none. */
const discountOf = (fan: StoredFan, kind: Discount['discountType']) =>
  fan.discounts
    .filter((d) => d.discountType === kind)
    .map((d) => `${d.discountVal.amount} ${d.discountVal.amountType}`)
    .join('; ') || null;

/** Which template column each stored field belongs to, and how to compare it. */
const COMPARED: Array<[FanUploadColumnKey, (f: StoredFan) => unknown]> = [
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
];

function setIfGiven<K extends keyof StoredFan>(fan: StoredFan, key: K, value: StoredFan[K] | undefined): void {
  if (value !== undefined) fan[key] = value;
}

export function planFan(
  record: FanUploadRecord,
  stored: StoredFan | undefined,
  present: ReadonlySet<FanUploadColumnKey>,
): PlannedFan {
  const before = stored ?? null;
  const after: StoredFan = { ...(stored ?? newFan(record.fanId)) };
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
  after.discounts = withDiscount(
    withDiscount(after.discounts, 'SERVICE', record.serviceDiscount),
    'ACCESSORY',
    record.accessoryDiscount,
  );

  const compared = before
    ? COMPARED.filter(([, read]) => read(before) !== read(after))
    : COMPARED.filter(([key]) => key === 'status' || key === 'name' || key === 'friendlyName' || present.has(key));
  const columns: string[] = [];
  const diff: PlannedFan['diff'] = {};
  for (const [key, read] of compared) {
    const header = columnByKey(key).header;
    columns.push(header);
    diff[header] = { from: before ? read(before) : null, to: read(after) };
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
