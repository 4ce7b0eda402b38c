import { AUDIT_ACTIONS, type AuditEvent } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { SqlWhere } from '../../store/sql-where.ts';

/** SQL for audit_events: who changed what, when and why. */
export interface AuditEntry {
  actor: string;
  action: string;
  entityType: 'fan' | 'group';
  entityId: string;
  reason: string | null;
  changes: Record<string, unknown>;
}

export interface AuditRow {
  id: string | number;
  at: Date;
  actor: string;
  actor_name: string | null;
  action: string;
  entity_type: 'fan' | 'group';
  entity_id: string;
  reason: string | null;
  changes: Record<string, unknown> | string;
}

/** An audit_events row's columns, with the name of the employee who made the change (null if no user has that id). */
export const AUDIT_COLUMNS = `id, at, actor,
  (select u.display_name from users u where u.username = audit_events.actor) as actor_name,
  action, entity_type, entity_id, reason, changes`;

export function toAuditEvent(r: AuditRow): AuditEvent {
  return {
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    actorName: r.actor_name ?? null,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    reason: r.reason,
    changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as Record<string, unknown>) : r.changes,
  };
}

/** Records one change. Called with the transaction that makes the change, so both happen or neither does. */
export async function insertAudit(tx: Queryable, e: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_events (actor, action, entity_type, entity_id, reason, changes) values ($1, $2, $3, $4, $5, $6)`,
    [e.actor, e.action, e.entityType, e.entityId, e.reason, JSON.stringify(e.changes)],
  );
}

/**
 * A FAN's membership changes are recorded under the group, the FAN ids in `changes`: 'added' (group.create,
 * group.addFans) and 'removed' (group.removeFan). The FAN ids of such an event, and the events, as migration 023's
 * index has them (the expression and the predicate must match it for the index to be used).
 */
const MEMBERS_SQL =
  "(coalesce((changes -> 'added')::jsonb, '[]'::jsonb) || coalesce((changes -> 'removed')::jsonb, '[]'::jsonb))";
const MEMBERSHIP_EVENTS_SQL = `entity_type = 'group' and action in (${[
  AUDIT_ACTIONS.groupCreate,
  AUDIT_ACTIONS.groupAddFans,
  AUDIT_ACTIONS.groupRemoveFan,
]
  .map((a) => `'${a}'`)
  .join(', ')})`;

/**
 * The events about one FAN or group: its own, and for a FAN (or an id of either kind) the group events whose changes
 * name it. `changes` is json, not jsonb (migration 021): only a membership event's FAN ids are read as jsonb.
 */
export function aboutEntity(w: SqlWhere, entityType: string | undefined, entityId: string): string {
  const id = w.p(entityId);
  const own = `entity_id = ${id}` + (entityType === undefined ? '' : ` and entity_type = ${w.p(entityType)}`);
  if (entityType !== undefined && entityType !== 'fan') return own;
  return `((${own}) or (${MEMBERSHIP_EVENTS_SQL} and ${MEMBERS_SQL} @> jsonb_build_array(${id}::text)))`;
}

/**
 * The events a filter naming one FAN or group keeps, as a FROM item: found through their indexes first (a FAN's group
 * events through migration 023's), then sorted. Left to itself, the planner walks every event in date order and
 * filters as it goes, reading them all to find a FAN's few; `offset 0` keeps the subquery planned on its own.
 */
export const eventsAbout = (where: string) => `(select * from audit_events ${where} offset 0) as audit_events`;

/** One entity's events, newest first: a FAN's include the group events that added or removed it. */
export async function auditOf(
  db: Queryable,
  entityType: 'fan' | 'group',
  entityId: string,
  limit: number,
): Promise<AuditEvent[]> {
  const w = new SqlWhere();
  w.and(aboutEntity(w, entityType, entityId));
  const { rows } = await db.query<AuditRow>(
    `select ${AUDIT_COLUMNS} from ${eventsAbout(w.sql)} order by at desc, id desc limit ${w.p(limit)}`,
    w.params,
  );
  return rows.map(toAuditEvent);
}
