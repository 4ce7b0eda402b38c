import type { z } from 'zod';
import type { adminFanFilterSchema, FanProfile } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { FAN_COLUMNS, toProfile, type FanRow } from './store.ts';
import type { TokenLink } from './tool-context.ts';
import { asList, SqlWhere, type ListQuery } from '../../store/sql-where.ts';

const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  name: 'lower(name)',
  friendlyName: 'lower(friendly_name)',
  status: 'status',
  onlExpStatus: 'onl_exp_status',
  tokenTimeStamp: 'token_created_at',
};

/** The fans list of the admin facade: FAN profiles filtered, sorted and sliced, with the total before slicing. */
export async function listFans(
  db: Queryable,
  q: ListQuery<z.infer<typeof adminFanFilterSchema>>,
  tokenLink: TokenLink,
): Promise<{ rows: FanProfile[]; total: number }> {
  const w = new SqlWhere();
  const f = q.filter;
  if (f.q !== undefined && f.q.trim() !== '') {
    const term = w.p(f.q.trim());
    w.and(
      `(starts_with(id, ${term}) or strpos(lower(name), lower(${term})) > 0 or strpos(lower(friendly_name), lower(${term})) > 0)`,
    );
  }
  if (f.status !== undefined) w.and(`status = any(${w.p(asList(f.status))})`);
  // 002 §3: web status is ON when onlExpStatus is 'Active'
  if (f.webStatus !== undefined)
    w.and(f.webStatus === 'on' ? "onl_exp_status = 'Active'" : "onl_exp_status <> 'Active'");
  if (f.discountType !== undefined) {
    w.and(`discounts @> ${w.p(JSON.stringify([{ discountType: f.discountType }]))}::jsonb`);
  }
  if (f.id !== undefined) w.and(`id = any(${w.p(asList(f.id))})`);
  if (f.groupId !== undefined) {
    w.and(
      `exists (select 1 from fan_group_members m where m.group_id = ${w.p(f.groupId)} and m.fan_id = fan_profiles.id)`,
    );
  }
  const total = await db.query<{ n: number }>(`select count(*)::int as n from fan_profiles ${w.sql}`, w.params);
  const dir = q.sort.order === 'DESC' ? 'desc' : 'asc';
  const { rows } = await db.query<FanRow>(
    `select ${FAN_COLUMNS} from fan_profiles ${w.sql}
      order by ${SORT_COLUMNS[q.sort.field] ?? 'id'} ${dir} nulls last, id ${dir}
      limit ${w.p(q.limit)} offset ${w.p(q.start)}`,
    w.params,
  );
  return { rows: rows.map((r) => toProfile(r, tokenLink)), total: total.rows[0]?.n ?? 0 };
}
