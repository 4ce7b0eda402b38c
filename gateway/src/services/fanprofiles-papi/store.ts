import type { Discount, FanProfile } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';

export interface FanRow {
  id: string;
  status: string;
  name: string;
  friendly_name: string;
  onl_exp_status: string;
  onl_exp_status_reason: string | null;
  token: string | null;
  token_created_at: Date | null;
  contract_type: string | null;
  agreement_type: string | null;
  liability_type: string | null;
  affinity_tags: string[];
  contact_name: string | null;
  contact_email: string | null;
  contact_work_phone: string | null;
  waived_activation_fees: boolean | null;
  waived_upgrade_fees: boolean | null;
  discounts: Discount[] | string;
}

export const FAN_COLUMNS = `id, status, name, friendly_name, onl_exp_status, onl_exp_status_reason, token, token_created_at,
  contract_type, agreement_type, liability_type, affinity_tags, contact_name, contact_email, contact_work_phone,
  waived_activation_fees, waived_upgrade_fees, discounts`;

/** tokenLink turns a stored token into the landing link shown in the tool. */
export function toProfile(r: FanRow, tokenLink: (token: string) => string): FanProfile {
  return {
    id: r.id,
    status: r.status,
    name: r.name,
    friendlyName: r.friendly_name,
    onlExpStatus: r.onl_exp_status,
    onlExpStatusChangeReason: r.onl_exp_status_reason,
    currentTokenLink: r.token ? tokenLink(r.token) : null,
    tokenTimeStamp: r.token_created_at ? new Date(r.token_created_at).toISOString() : null,
    contractType: r.contract_type,
    agreementType: r.agreement_type,
    liabilityType: r.liability_type,
    affinityTags: r.affinity_tags,
    contactInformation: {
      employeeName: r.contact_name,
      emailAddress: r.contact_email,
      workPhone: r.contact_work_phone,
    },
    promotions: {
      isWaivedActivationFees: r.waived_activation_fees,
      isWaivedUpgradeFees: r.waived_upgrade_fees,
      discounts: typeof r.discounts === 'string' ? (JSON.parse(r.discounts) as Discount[]) : r.discounts,
    },
  };
}

export async function findFanProfiles(
  db: Queryable,
  ids: string[],
  tokenLink: (token: string) => string,
): Promise<FanProfile[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<FanRow>(`select ${FAN_COLUMNS} from fan_profiles where id = any($1) order by id`, [
    ids,
  ]);
  return rows.map((r) => toProfile(r, tokenLink));
}

/** Id and status of each FAN that exists among ids (for the Active-only rule). */
export async function findFanStatuses(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; status: string }>(
    'select id, status from fan_profiles where id = any($1)',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Locks one FAN's row for a change and returns what the audit needs; null when there is no such FAN. */
export async function lockFan(
  db: Queryable,
  id: string,
): Promise<{ onlExpStatus: string; reason: string | null; tokenTimeStamp: string | null } | null> {
  const { rows } = await db.query<{
    onl_exp_status: string;
    onl_exp_status_reason: string | null;
    token_created_at: Date | null;
  }>('select onl_exp_status, onl_exp_status_reason, token_created_at from fan_profiles where id = $1 for update', [id]);
  const r = rows[0];
  if (!r) return null;
  return {
    onlExpStatus: r.onl_exp_status,
    reason: r.onl_exp_status_reason,
    tokenTimeStamp: isoOrNull(r.token_created_at),
  };
}

/** Replaces a FAN's token: the old one stops working with this statement (002 §2.4). */
export async function replaceFanToken(db: Queryable, id: string, token: string): Promise<string> {
  const { rows } = await db.query<{ token_created_at: Date }>(
    'update fan_profiles set token = $2, token_created_at = now(), updated_at = now() where id = $1 returning token_created_at',
    [id, token],
  );
  return new Date(rows[0]!.token_created_at).toISOString();
}

export async function updateFanWebStatus(
  db: Queryable,
  id: string,
  onlExpStatus: string,
  reason: string,
): Promise<void> {
  await db.query(
    'update fan_profiles set onl_exp_status = $2, onl_exp_status_reason = $3, updated_at = now() where id = $1',
    [id, onlExpStatus, reason],
  );
}

/** The FAN a landing token belongs to, if it is that FAN's current token. */
export async function findFanByToken(
  db: Queryable,
  token: string,
): Promise<{ id: string; name: string; friendlyName: string } | null> {
  const { rows } = await db.query<{ id: string; name: string; friendly_name: string }>(
    'select id, name, friendly_name from fan_profiles where token = $1',
    [token],
  );
  const r = rows[0];
  return r ? { id: r.id, name: r.name, friendlyName: r.friendly_name } : null;
}

/** A FAN's name by its id (the fan landing by FAN, 000 §7), or null when there is no such FAN. */
export async function findFanById(
  db: Queryable,
  fanId: string,
): Promise<{ id: string; name: string; friendlyName: string } | null> {
  const { rows } = await db.query<{ id: string; name: string; friendly_name: string }>(
    'select id, name, friendly_name from fan_profiles where id = $1',
    [fanId],
  );
  const r = rows[0];
  return r ? { id: r.id, name: r.name, friendlyName: r.friendly_name } : null;
}

export function isoOrNull(value: Date | string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}
