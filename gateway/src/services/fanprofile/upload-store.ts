import type { Discount } from '@carrier/shared/fan-tools';
import { encodeCopyRows, type CopyText, type Queryable, type Tx } from '../../store/db.ts';
import type { StoredFan } from './plan.ts';

/** SQL of the fan upload: the FAN profiles it reads and writes, the uploads table and the audit trail. */

interface FanRow {
  id: string;
  status: string;
  name: string;
  friendly_name: string;
  onl_exp_status: string;
  onl_exp_status_reason: string | null;
  contract_type: string | null;
  agreement_type: string | null;
  liability_type: string | null;
  affinity_tags: string[];
  contact_name: string | null;
  contact_email: string | null;
  contact_work_phone: string | null;
  waived_activation_fees: boolean | null;
  waived_upgrade_fees: boolean | null;
  discounts: Discount[];
}

const COLUMNS = `id, status, name, friendly_name, onl_exp_status, onl_exp_status_reason, contract_type, agreement_type,
  liability_type, affinity_tags, contact_name, contact_email, contact_work_phone, waived_activation_fees, waived_upgrade_fees, discounts`;

const READ_CHUNK = 5_000;
const WRITE_CHUNK = 1_000;

function toStored(r: FanRow): StoredFan {
  return {
    id: r.id,
    status: r.status,
    name: r.name,
    friendlyName: r.friendly_name,
    onlExpStatus: r.onl_exp_status,
    onlExpStatusReason: r.onl_exp_status_reason,
    contractType: r.contract_type,
    agreementType: r.agreement_type,
    liabilityType: r.liability_type,
    affinityTags: r.affinity_tags,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    workPhone: r.contact_work_phone,
    waivedActivationFees: r.waived_activation_fees,
    waivedUpgradeFees: r.waived_upgrade_fees,
    discounts: r.discounts,
  };
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The stored FANs among ids; with lock, their rows are locked until the transaction ends. Each chunk comes back as
 * one JSON text (json_agg) rather than as rows: PGlite decodes a row field by field, which took nine tenths of the
 * query's time (on PGlite, 50,000 FANs read in 1.1 s as rows, 0.6 s as JSON). The ids go as one comma-joined text
 * (a FAN ID is eight digits): node-postgres would otherwise quote and escape each into an array literal.
 */
export async function findStoredFans(
  db: Queryable,
  ids: readonly string[],
  lock: boolean,
): Promise<Map<string, StoredFan>> {
  const found = new Map<string, StoredFan>();
  for (const part of chunks(ids, READ_CHUNK)) {
    const { rows } = await db.query<{ fans: string }>(
      `select coalesce(json_agg(f), '[]')::text as fans
         from (select ${COLUMNS} from fan_profiles where id = any(string_to_array($1, ',')) order by id${lock ? ' for update' : ''}) f`,
      [part.join(',')],
    );
    for (const r of JSON.parse(rows[0]!.fans) as FanRow[]) found.set(r.id, toStored(r));
  }
  return found;
}

/** The profile fields an upload writes, in the order fanValues gives them (token, token date and groups are left). */
const FAN_COLUMNS = [
  'id',
  'status',
  'name',
  'friendly_name',
  'onl_exp_status',
  'onl_exp_status_reason',
  'contract_type',
  'agreement_type',
  'liability_type',
  'affinity_tags',
  'contact_name',
  'contact_email',
  'contact_work_phone',
  'waived_activation_fees',
  'waived_upgrade_fees',
  'discounts',
] as const;

const fanValues = (f: StoredFan) => [
  f.id,
  f.status,
  f.name,
  f.friendlyName,
  f.onlExpStatus,
  f.onlExpStatusReason,
  f.contractType,
  f.agreementType,
  f.liabilityType,
  f.affinityTags,
  f.contactName,
  f.contactEmail,
  f.workPhone,
  f.waivedActivationFees,
  f.waivedUpgradeFees,
  JSON.stringify(f.discounts),
];

/**
 * Creates FANs the upload found absent: one COPY for the batch. Should another transaction have created one of them
 * since (a PostgreSQL server runs uploads side by side), the COPY is undone and the batch written as
 * creates-or-replaces instead, as writeFans does.
 */
export async function createFans(tx: Tx, fans: readonly StoredFan[]): Promise<void> {
  if (fans.length === 0) return;
  if ((await tx.copyNewRows('fan_profiles', FAN_COLUMNS, encodeCopyRows(fans.map(fanValues)))) === 'taken')
    await writeFans(tx, fans);
}

/**
 * Creates or replaces the FANs' profile fields. One statement per thousand FANs, the values as parallel arrays
 * (unnest): faster than a JSON recordset on both engines. Affinity tags travel comma-joined (the row rules allow no
 * comma inside a tag).
 */
export async function writeFans(tx: Queryable, fans: readonly StoredFan[]): Promise<void> {
  for (const part of chunks(fans, WRITE_CHUNK)) {
    const col = <T>(read: (f: StoredFan) => T) => part.map(read);
    await tx.query(
      `insert into fan_profiles (${FAN_COLUMNS.join(', ')}, updated_at)
       select id, status, name, friendly_name, onl_exp_status, reason, contract_type, agreement_type, liability_type,
         coalesce(string_to_array(nullif(tags, ''), ','), '{}'), contact_name, contact_email, phone, waive_activation,
         waive_upgrade, discounts, now()
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::boolean[], $15::boolean[], $16::jsonb[])
         as r(id, status, name, friendly_name, onl_exp_status, reason, contract_type, agreement_type, liability_type, tags,
           contact_name, contact_email, phone, waive_activation, waive_upgrade, discounts)
       on conflict (id) do update set status = excluded.status, name = excluded.name, friendly_name = excluded.friendly_name,
         onl_exp_status = excluded.onl_exp_status, onl_exp_status_reason = excluded.onl_exp_status_reason,
         contract_type = excluded.contract_type, agreement_type = excluded.agreement_type,
         liability_type = excluded.liability_type, affinity_tags = excluded.affinity_tags,
         contact_name = excluded.contact_name, contact_email = excluded.contact_email,
         contact_work_phone = excluded.contact_work_phone, waived_activation_fees = excluded.waived_activation_fees,
         waived_upgrade_fees = excluded.waived_upgrade_fees, discounts = excluded.discounts, updated_at = now()`,
      [
        col((f) => f.id),
        col((f) => f.status),
        col((f) => f.name),
        col((f) => f.friendlyName),
        col((f) => f.onlExpStatus),
        col((f) => f.onlExpStatusReason),
        col((f) => f.contractType),
        col((f) => f.agreementType),
        col((f) => f.liabilityType),
        col((f) => f.affinityTags.join(',')),
        col((f) => f.contactName),
        col((f) => f.contactEmail),
        col((f) => f.workPhone),
        col((f) => f.waivedActivationFees),
        col((f) => f.waivedUpgradeFees),
        col((f) => JSON.stringify(f.discounts)),
      ],
    );
  }
}

export type UploadOutcome = 'applied' | 'checked' | 'rejected' | 'refused';

export interface UploadRecord {
  actor: string;
  fileName: string;
  fileSize: number;
  fileSha256: string | null;
  dryRun: boolean;
  outcome: UploadOutcome;
  rowCount: number;
  created: number;
  updated: number;
  unchanged: number;
  issueCount: number;
  durationMs: number;
  report: unknown;
}

/** Records one upload; returns its id. */
export async function insertUpload(db: Queryable, u: UploadRecord): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into fan_uploads (actor, file_name, file_size, file_sha256, dry_run, outcome, row_count, created_count,
       updated_count, unchanged_count, issue_count, duration_ms, report)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id::text as id`,
    [
      u.actor,
      u.fileName,
      u.fileSize,
      u.fileSha256,
      u.dryRun,
      u.outcome,
      u.rowCount,
      u.created,
      u.updated,
      u.unchanged,
      u.issueCount,
      u.durationMs,
      JSON.stringify(u.report),
    ],
  );
  return rows[0]!.id;
}

/** The last figures of an upload recorded before its work finished (rows, counts, duration, report). */
export async function finishUpload(
  db: Queryable,
  id: string,
  figures: Pick<UploadRecord, 'rowCount' | 'created' | 'updated' | 'unchanged' | 'durationMs'>,
  report: unknown,
): Promise<void> {
  await db.query(
    `update fan_uploads set row_count = $2, created_count = $3, updated_count = $4, unchanged_count = $5,
       duration_ms = $6, report = $7 where id = $1`,
    [
      id,
      figures.rowCount,
      figures.created,
      figures.updated,
      figures.unchanged,
      figures.durationMs,
      JSON.stringify(report),
    ],
  );
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  reason: string | null;
  changes: Record<string, unknown>;
}

/** One audit event; returns its id (its changes can be completed later in the same transaction). */
export async function insertAuditEvent(tx: Queryable, actor: string, e: AuditRecord): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into audit_events (actor, action, entity_type, entity_id, reason, changes)
     values ($1, $2, $3, $4, $5, $6::json) returning id::text as id`,
    [actor, e.action, e.entityType, e.entityId, e.reason, JSON.stringify(e.changes)],
  );
  return rows[0]!.id;
}

export async function setAuditChanges(tx: Queryable, id: string, changes: Record<string, unknown>): Promise<void> {
  await tx.query('update audit_events set changes = $2::json where id = $1::bigint', [id, JSON.stringify(changes)]);
}

/** Audit events as COPY's text, for insertAuditEvents: encoded as soon as they are known, the events can go. */
export const encodeAuditEvents = (actor: string, events: readonly AuditRecord[]): CopyText =>
  encodeCopyRows(events.map((e) => [actor, e.action, e.entityType, e.entityId, e.reason, JSON.stringify(e.changes)]));

/** Many audit events at once (one COPY), in the caller's transaction. */
export async function insertAuditEvents(tx: Tx, events: CopyText): Promise<void> {
  await tx.copyRows('audit_events', ['actor', 'action', 'entity_type', 'entity_id', 'reason', 'changes'], events);
}
