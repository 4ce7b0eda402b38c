import type { Db, Queryable } from '../../store/db.ts';

/** SQL for fan_group_members: who is in which group. The primary key (group_id, fan_id) keeps membership unique. */
export interface GroupMember {
  id: string;
  status: string;
}

/** Each group's members with their FAN status, in FAN id order. */
export async function membersOf(db: Queryable, groupIds: string[]): Promise<Map<string, GroupMember[]>> {
  const out = new Map<string, GroupMember[]>(groupIds.map((g) => [g, []]));
  if (groupIds.length === 0) return out;
  const { rows } = await db.query<{ group_id: string; id: string; status: string }>(
    `select m.group_id, m.fan_id as id, p.status
       from fan_group_members m join fan_profiles p on p.id = m.fan_id
      where m.group_id = any($1) order by m.group_id, m.fan_id`,
    [groupIds],
  );
  for (const r of rows) out.get(r.group_id)?.push({ id: r.id, status: r.status });
  return out;
}

/** How many FANs a group has, and whether one FAN is among them. */
export async function memberCount(
  db: Queryable,
  groupId: string,
  fanId = '',
): Promise<{ count: number; isMember: boolean }> {
  const { rows } = await db.query<{ n: number; member: boolean | null }>(
    'select count(*)::int as n, bool_or(fan_id = $2) as member from fan_group_members where group_id = $1',
    [groupId, fanId],
  );
  return { count: rows[0]?.n ?? 0, isMember: rows[0]?.member === true };
}

/** Which of these FANs are already in the group. */
export async function existingMembers(db: Queryable, groupId: string, fanIds: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ fan_id: string }>(
    'select fan_id from fan_group_members where group_id = $1 and fan_id = any($2)',
    [groupId, fanIds],
  );
  return new Set(rows.map((r) => r.fan_id));
}

/**
 * Adds FANs to a group. A FAN another writer added a moment ago is skipped (on conflict do nothing), never
 * doubled; the ids actually added come back.
 */
export async function insertMembers(db: Queryable, groupId: string, fanIds: string[]): Promise<string[]> {
  if (fanIds.length === 0) return [];
  const { rows } = await db.query<{ fan_id: string }>(
    `insert into fan_group_members (group_id, fan_id)
     select $1, f from unnest($2::text[]) as f order by f
     on conflict (group_id, fan_id) do nothing returning fan_id`,
    [groupId, fanIds],
  );
  return rows.map((r) => r.fan_id).sort();
}

export async function deleteMember(db: Queryable, groupId: string, fanId: string): Promise<boolean> {
  const { rows } = await db.query<{ fan_id: string }>(
    'delete from fan_group_members where group_id = $1 and fan_id = $2 returning fan_id',
    [groupId, fanId],
  );
  return rows.length > 0;
}

/** One row of the export: what EXPORT_COLUMNS shows. */
export interface ExportRow {
  fan_id: string;
  name: string;
  friendly_name: string;
  status: string;
  onl_exp_status: string;
}

/** One page of the export as read: its rows as JSON text, how many, and the last FAN id (where the next page starts). */
export interface MemberPage {
  /** A JSON array of [id, name, friendly name, status, web status] arrays, in FAN id order; null for no members. */
  json: string | null;
  count: number;
  lastFanId: string | null;
}

/**
 * One page of a group's members after a FAN id (a keyset cursor over the primary key): the export reads a group
 * of any size in pages of a fixed size, so its memory does not grow with the group. The page comes back as one JSON
 * text of [id, name, friendly name, status, web status] arrays: one value to hand over instead of five per member,
 * which an embedded store answers several times faster, and which the export's writer thread parses itself.
 */
export async function memberPage(db: Db, groupId: string, afterFanId: string, limit: number): Promise<MemberPage> {
  const row = await db.transaction(async (tx) => {
    // For this page's transaction only: walk the primary key in order and stop at the page size. Without the
    // hints, a store with stale statistics (PGlite never analyzes on its own) scans and sorts every remaining
    // member for each page, and a 100,000-member export slows with the square of its size.
    await tx.exec('set local enable_bitmapscan = off; set local enable_sort = off');
    const { rows } = await tx.query<{ page: string | null; count: number; last: string | null }>(
      `select json_agg(json_build_array(m.fan_id, p.name, p.friendly_name, p.status, p.onl_exp_status)
                       order by m.fan_id)::text as page, count(*)::int as count, max(m.fan_id) as last
         from (select fan_id from fan_group_members
                where group_id = $1 and fan_id > $2 order by group_id, fan_id limit $3) m
         join fan_profiles p on p.id = m.fan_id`,
      [groupId, afterFanId, limit],
    );
    return rows[0];
  });
  return { json: row?.page ?? null, count: row?.count ?? 0, lastFanId: row?.last ?? null };
}

/** A page's rows, parsed. */
export function exportRows(json: string | null): ExportRow[] {
  if (json === null) return [];
  return (JSON.parse(json) as string[][]).map(([fan_id, name, friendly_name, status, onl_exp_status]) => ({
    fan_id: fan_id!,
    name: name!,
    friendly_name: friendly_name!,
    status: status!,
    onl_exp_status: onl_exp_status!,
  }));
}
