import type { z } from 'zod';
import { AUDIT_ACTIONS, type AuditEvent, type adminAuditFilterSchema } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { AUDIT_COLUMNS, toAuditEvent, type AuditRow } from './audit-store.ts';
import { asList, SqlWhere, type ListQuery } from '../../store/sql-where.ts';

const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  at: 'at',
  actor: 'actor',
  action: 'action',
  entityType: 'entity_type',
  entityId: 'entity_id',
};

/**
 * A FAN's membership changes are recorded under the group, the FAN ids in `changes`: 'added' (group.create,
 * group.addFans) and 'removed' (group.removeFan), as membership-service writes them.
 */
const MEMBERSHIP_ACTIONS = [AUDIT_ACTIONS.groupCreate, AUDIT_ACTIONS.groupAddFans, AUDIT_ACTIONS.groupRemoveFan];
const MEMBERSHIP_KEYS = ['added', 'removed'];

/**
 * The events about one FAN or group: its own, and for a FAN (or an id of either kind) the group events whose changes
 * name it. `changes` is json, not jsonb (migration 021): only a membership event's list of FAN ids is read as jsonb.
 */
function aboutEntity(w: SqlWhere, entityType: string | undefined, entityId: string): string {
  const id = w.p(entityId);
  const own = `entity_id = ${id}` + (entityType === undefined ? '' : ` and entity_type = ${w.p(entityType)}`);
  if (entityType !== undefined && entityType !== 'fan') return own;
  const named = MEMBERSHIP_KEYS.map((key) => `(changes -> '${key}')::jsonb @> to_jsonb(${id}::text)`).join(' or ');
  return `((${own}) or (entity_type = 'group' and action = any(${w.p(MEMBERSHIP_ACTIONS)}::text[]) and (${named})))`;
}

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
  const { rows } = await db.query<AuditRow>(
    `select ${AUDIT_COLUMNS} from audit_events ${w.sql}
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
