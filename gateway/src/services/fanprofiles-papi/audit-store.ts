import type { AuditEvent } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';

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

/** One entity's events, newest first. */
export async function auditOf(
  db: Queryable,
  entityType: 'fan' | 'group',
  entityId: string,
  limit: number,
): Promise<AuditEvent[]> {
  const { rows } = await db.query<AuditRow>(
    `select ${AUDIT_COLUMNS} from audit_events where entity_type = $1 and entity_id = $2 order by at desc, id desc limit $3`,
    [entityType, entityId, limit],
  );
  return rows.map(toAuditEvent);
}
