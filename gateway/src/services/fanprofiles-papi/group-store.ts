import type { GroupDetails } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { isoOrNull } from './store.ts';

/** SQL for fan_groups (002 §3 Group details). Membership lives in member-store.ts. */
export interface GroupRow {
  group_id: string;
  is_web_enabled: boolean;
  web_status_reason: string | null;
  is_list: boolean;
  token: string | null;
  token_created_at: Date | null;
}

export const GROUP_COLUMNS = 'group_id, is_web_enabled, web_status_reason, is_list, token, token_created_at';

/** A group without its members, in the contract's shape (fanDetails filled by the caller). */
export function toGroupDetails(r: GroupRow, tokenLink: (token: string) => string): Omit<GroupDetails, 'fanDetails'> {
  return {
    groupId: r.group_id,
    isWebEnabled: r.is_web_enabled,
    isList: r.is_list,
    token: r.token,
    tokenLink: r.token ? tokenLink(r.token) : null,
    tokenGenerationDate: isoOrNull(r.token_created_at),
    webStatusReason: r.web_status_reason,
  };
}

export async function findGroup(db: Queryable, groupId: string): Promise<GroupRow | null> {
  const { rows } = await db.query<GroupRow>(`select ${GROUP_COLUMNS} from fan_groups where group_id = $1`, [groupId]);
  return rows[0] ?? null;
}

/** What a user typed in Group ID mode: the exact id, else the same id in another case (ids are 'GRP…'). */
export async function findGroupAnyCase(db: Queryable, groupId: string): Promise<GroupRow | null> {
  const { rows } = await db.query<GroupRow>(
    `select ${GROUP_COLUMNS} from fan_groups where upper(group_id) = upper($1) order by (group_id = $1) desc, group_id limit 1`,
    [groupId],
  );
  return rows[0] ?? null;
}

/**
 * Locks a group's row until the transaction ends: every change to a group or its members takes this lock first,
 * so two writers on one group take turns (and a removal never sees a member count another removal is changing).
 */
export async function lockGroup(db: Queryable, groupId: string): Promise<GroupRow | null> {
  const { rows } = await db.query<GroupRow>(`select ${GROUP_COLUMNS} from fan_groups where group_id = $1 for update`, [
    groupId,
  ]);
  return rows[0] ?? null;
}

/** The groups a FAN belongs to, by group id. */
export async function findGroupsOfFan(db: Queryable, fanId: string): Promise<GroupRow[]> {
  const { rows } = await db.query<GroupRow>(
    `select ${GROUP_COLUMNS.split(', ')
      .map((c) => `g.${c}`)
      .join(', ')}
       from fan_groups g join fan_group_members m on m.group_id = g.group_id
      where m.fan_id = $1 order by g.group_id`,
    [fanId],
  );
  return rows;
}

/** The group that holds this landing token as its current token. */
export async function findGroupByToken(db: Queryable, token: string): Promise<GroupRow | null> {
  const { rows } = await db.query<GroupRow>(`select ${GROUP_COLUMNS} from fan_groups where token = $1`, [token]);
  return rows[0] ?? null;
}

/**
 * Inserts a group under the next 'GRP' id of the sequence. An id already taken (a group made some other way) is
 * skipped, never overwritten.
 */
export async function insertGroup(
  db: Queryable,
  g: { isWebEnabled: boolean; isList: boolean; token: string },
): Promise<GroupRow> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { rows } = await db.query<GroupRow>(
      `insert into fan_groups (group_id, is_web_enabled, is_list, token, token_created_at)
       values ('GRP' || nextval('fan_group_id_seq'), $1, $2, $3, now())
       on conflict (group_id) do nothing returning ${GROUP_COLUMNS}`,
      [g.isWebEnabled, g.isList, g.token],
    );
    if (rows[0]) return rows[0];
  }
  throw new Error('no free group id after 10 tries');
}

export async function replaceGroupToken(db: Queryable, groupId: string, token: string): Promise<string> {
  const { rows } = await db.query<{ token_created_at: Date }>(
    'update fan_groups set token = $2, token_created_at = now() where group_id = $1 returning token_created_at',
    [groupId, token],
  );
  return new Date(rows[0]!.token_created_at).toISOString();
}

export async function updateGroupWebStatus(
  db: Queryable,
  groupId: string,
  enabled: boolean,
  reason: string,
): Promise<void> {
  await db.query('update fan_groups set is_web_enabled = $2, web_status_reason = $3 where group_id = $1', [
    groupId,
    enabled,
    reason,
  ]);
}

export async function updateGroupView(db: Queryable, groupId: string, isList: boolean): Promise<void> {
  await db.query('update fan_groups set is_list = $2 where group_id = $1', [groupId, isList]);
}

/** Deletes a group; its memberships go with it (on delete cascade). */
export async function deleteGroupRow(db: Queryable, groupId: string): Promise<void> {
  await db.query('delete from fan_groups where group_id = $1', [groupId]);
}
