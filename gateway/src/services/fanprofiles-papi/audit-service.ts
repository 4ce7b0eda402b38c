import { isFanId, type AuditEvent } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { auditOf } from './audit-store.ts';
import { findGroup } from './group-store.ts';
import { findFanStatuses } from './store.ts';
import { fanNotFound, groupGone } from './tool-context.ts';

/** The most events one timeline call answers (newest first); the admin facade pages through all of them. */
export const AUDIT_TIMELINE_LIMIT = 500;

/** GET audit/fan/{fanId}: the FAN's changes, newest first; an unknown FAN is 'FAN ID not found.'. */
export async function fanTimeline(db: Queryable, fanId: string, limit = AUDIT_TIMELINE_LIMIT): Promise<AuditEvent[]> {
  if (!isFanId(fanId) || !(await findFanStatuses(db, [fanId])).has(fanId)) throw fanNotFound();
  return auditOf(db, 'fan', fanId, limit);
}

/**
 * GET audit/group/{groupId}: the group's changes, newest first. A deleted group keeps its history (the last event
 * says who deleted it); a group that never existed answers 'This group no longer exists…' like every group call.
 */
export async function groupTimeline(
  db: Queryable,
  groupId: string,
  limit = AUDIT_TIMELINE_LIMIT,
): Promise<AuditEvent[]> {
  const events = await auditOf(db, 'group', groupId, limit);
  if (events.length === 0 && !(await findGroup(db, groupId))) throw groupGone();
  return events;
}
