import type { z } from 'zod';
import type { AdminGroupRecord, adminGroupFilterSchema } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { GROUP_COLUMNS, toGroupDetails, type GroupRow } from './group-store.ts';
import type { TokenLink } from './tool-context.ts';
import { asList, SqlWhere, type ListQuery } from '../../store/sql-where.ts';

const SORT_COLUMNS: Record<string, string> = {
  id: 'group_id',
  groupId: 'group_id',
  isWebEnabled: 'is_web_enabled',
  isList: 'is_list',
  fanCount: 'fan_count',
  tokenGenerationDate: 'token_created_at',
};

/** A groups record of the admin facade: the group, its member count and its token link. */
export function toGroupRecord(r: GroupRow, fanCount: number, tokenLink: TokenLink): AdminGroupRecord {
  const details = toGroupDetails(r, tokenLink);
  return { id: r.group_id, ...details, tokenLink: details.tokenLink ?? null, fanCount };
}

export async function listGroups(
  db: Queryable,
  q: ListQuery<z.infer<typeof adminGroupFilterSchema>>,
  tokenLink: TokenLink,
): Promise<{ rows: AdminGroupRecord[]; total: number }> {
  const w = new SqlWhere();
  const f = q.filter;
  if (f.q !== undefined && f.q.trim() !== '') w.and(`strpos(upper(group_id), upper(${w.p(f.q.trim())})) > 0`);
  if (f.id !== undefined) w.and(`group_id = any(${w.p(asList(f.id))})`);
  if (f.isWebEnabled !== undefined) w.and(`is_web_enabled = ${w.p(f.isWebEnabled)}`);
  if (f.isList !== undefined) w.and(`is_list = ${w.p(f.isList)}`);
  if (f.fanId !== undefined) {
    w.and(
      `exists (select 1 from fan_group_members m where m.group_id = fan_groups.group_id and m.fan_id = ${w.p(f.fanId)})`,
    );
  }
  const total = await db.query<{ n: number }>(`select count(*)::int as n from fan_groups ${w.sql}`, w.params);
  const dir = q.sort.order === 'DESC' ? 'desc' : 'asc';
  const { rows } = await db.query<GroupRow & { fan_count: number }>(
    `select ${GROUP_COLUMNS},
            (select count(*)::int from fan_group_members m where m.group_id = fan_groups.group_id) as fan_count
       from fan_groups ${w.sql}
      order by ${SORT_COLUMNS[q.sort.field] ?? 'group_id'} ${dir} nulls last, group_id ${dir}
      limit ${w.p(q.limit)} offset ${w.p(q.start)}`,
    w.params,
  );
  return { rows: rows.map((r) => toGroupRecord(r, r.fan_count, tokenLink)), total: total.rows[0]?.n ?? 0 };
}
