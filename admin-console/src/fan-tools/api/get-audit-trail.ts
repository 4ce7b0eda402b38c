import { auditResponseSchema, type AuditEvent } from '@carrier/shared/fan-tools';
import { fanToolRequest } from './fan-tool-request.ts';

export type AuditSubject = { type: 'fan'; id: string } | { type: 'group'; id: string };

/** GET {prefix}audit/fan/{fanId} or audit/group/{groupId}: the activity timeline (read_fpt). */
export async function getAuditTrail(subject: AuditSubject, signal?: AbortSignal): Promise<AuditEvent[]> {
  const reply = await fanToolRequest(`audit/${subject.type}/${encodeURIComponent(subject.id)}`, auditResponseSchema, {
    signal,
  });
  return reply.events;
}
