import { FAN_PROFILES_PREFIXES } from '@carrier/shared/fan-tools';
import type { Db } from '../../../gateway/src/store/db.ts';

/** Both fan-profiles prefixes (002 §7), each ending in '/'. */
export const PREFIXES = FAN_PROFILES_PREFIXES;
/** Both fanprofile prefixes (the landing). */
export const LANDING_PATHS = ['/msapi/fanprofile/v1/fan/landing', '/msapi/sales/fanprofile/v1/fan/landing'] as const;

export const SPEC = {
  reason: 'Please enter a reason for change',
  reasonTooLong: 'The reason for change is too long: use at most 150 characters.',
  noResults: 'No results. Please search by Single FAN ID.',
  groupGone: 'This group no longer exists. Another user may have deleted it.',
  notValid: 'One or more FANs entered are not valid',
  upTo50: 'Search for up to 50 FANs',
} as const;

/** Makes `count` Active FANs in no group, ids from `firstId` up (a block the fixtures never use), for groups of our own. */
export async function seedActiveFans(db: Db, count: number, firstId: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into fan_profiles (id, status, name, friendly_name, onl_exp_status)
     select lpad(($2::int + i)::text, 8, '0'), 'Active', 'Test Organisation ' || i, 'Test Perks ' || i, 'Active'
       from generate_series(0, $1::int - 1) as i
     returning id`,
    [count, firstId],
  );
  return rows.map((r) => r.id).sort();
}

/** Makes `size` FANs with ids from `firstId` up (generate_series) and a group holding all of them; repeatable. */
export async function seedBulkGroup(db: Db, groupId: string, size: number, firstId: number): Promise<void> {
  await db.query(
    `insert into fan_profiles (id, status, name, friendly_name, onl_exp_status)
     select lpad(($2::int + i)::text, 8, '0'), case when i % 10 = 0 then 'Pending' else 'Active' end,
            'Bulk Organisation ' || i, 'Bulk Perks ' || i, case when i % 2 = 0 then 'Active' else 'Inactive' end
       from generate_series(0, $1::int - 1) as i
     on conflict (id) do nothing`,
    [size, firstId],
  );
  await db.query(
    'insert into fan_groups (group_id, is_web_enabled, is_list) values ($1, false, false) on conflict do nothing',
    [groupId],
  );
  await db.query(
    `insert into fan_group_members (group_id, fan_id)
     select $1, lpad(($3::int + i)::text, 8, '0') from generate_series(0, $2::int - 1) as i
     on conflict do nothing`,
    [groupId, size, firstId],
  );
}

/** The members of a group straight from the store, in id order. */
export async function membersInStore(db: Db, groupId: string): Promise<string[]> {
  const { rows } = await db.query<{ fan_id: string }>(
    'select fan_id from fan_group_members where group_id = $1 order by fan_id',
    [groupId],
  );
  return rows.map((r) => r.fan_id);
}

/** Audit rows for one entity, oldest first, straight from the store. */
export async function auditRows(db: Db, entityType: string, entityId: string) {
  const { rows } = await db.query<{ actor: string; action: string; reason: string | null; changes: unknown }>(
    'select actor, action, reason, changes from audit_events where entity_type = $1 and entity_id = $2 order by id',
    [entityType, entityId],
  );
  return rows.map((r) => ({ ...r, changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes }));
}
