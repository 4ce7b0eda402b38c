import type { z } from 'zod';
import type { AuditEvent, adminAuditFilterSchema } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { aboutEntity, AUDIT_COLUMNS, eventsAbout, toAuditEvent, type AuditRow } from './audit-store.ts';
import { asList, SqlWhere, type ListQuery } from '../../store/sql-where.ts';

const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  at: 'at',
  actor: 'actor',
  action: 'action',
  entityType: 'entity_type',
  entityId: 'entity_id',
};

export async function listAuditEvents(
  db: Queryable,
  q: ListQuery<z.infer<typeof adminAuditFilterSchema>>,
): Promise<{ rows: AuditEvent[]; total: number }> {
  const w = new SqlWhere();
  const f = q.filter;
  if (f.entityId !== undefined) w.and(aboutEntity(w, f.entityType, f.entityId));
  else if (f.entityType !== undefined) w.and(`entity_type = ${w.p(f.entityType)}`);
  if (f.action !== undefined) w.and(`action = ${w.p(f.action)}`);
  if (f.actor !== undefined && f.actor.trim() !== '') {
    // the username as recorded, or part of the name the activity shows beside it
    const who = w.p(f.actor.trim());
    w.and(
      `(actor = ${who} or exists (select 1 from users u
         where u.username = audit_events.actor and strpos(lower(u.display_name), lower(${who})) > 0))`,
    );
  }
  if (f.atFrom !== undefined) w.and(`at >= ${w.p(f.atFrom)}::timestamptz`);
  if (f.atBefore !== undefined) w.and(`at < ${w.p(f.atBefore)}::timestamptz`);
  if (f.id !== undefined) w.and(`id = any(${w.p(asList(f.id))}::bigint[])`);
  const total = await db.query<{ n: number }>(`select count(*)::int as n from audit_events ${w.sql}`, w.params);
  const dir = q.sort.order === 'DESC' ? 'desc' : 'asc';
  const source = f.entityId !== undefined ? eventsAbout(w.sql) : `audit_events ${w.sql}`;
  const { rows } = await db.query<AuditRow>(
    `select ${AUDIT_COLUMNS} from ${source}
      order by ${SORT_COLUMNS[q.sort.field] ?? 'id'} ${dir}, id ${dir}
      limit ${w.p(q.limit)} offset ${w.p(q.start)}`,
    w.params,
  );
  return { rows: rows.map(toAuditEvent), total: total.rows[0]?.n ?? 0 };
}

export async function findAuditEvent(db: Queryable, id: number): Promise<AuditEvent | null> {
  const { rows } = await db.query<AuditRow>(`select ${AUDIT_COLUMNS} from audit_events where id = $1`, [id]);
  return rows[0] ? toAuditEvent(rows[0]) : null;
}
