import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditResponseSchema } from '@carrier/shared/fan-tools';
import { AUDIT_TIMELINE_LIMIT, fanTimeline, groupTimeline } from './audit-service.ts';
import { errorReplies, idParam, TAG } from './route-kit.ts';

const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(AUDIT_TIMELINE_LIMIT).optional() });

/** The activity timeline of a FAN or a group: who changed what, when and why, newest first (read_fpt). */
export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/audit/fan/:fanId', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary: `A FAN's changes (web status, token) and the group events that added or removed it, newest first; at most ${AUDIT_TIMELINE_LIMIT} (limit=)`,
      params: z.object({ fanId: idParam }),
      querystring: limitQuery,
      response: { 200: auditResponseSchema, ...errorReplies },
    },
    handler: async (request) => ({
      status: 'success' as const,
      events: await fanTimeline(app.db, request.params.fanId, request.query.limit),
    }),
  });

  r.get('/audit/group/:groupId', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary: `A group's changes (members, splash page, view, token, deletion), newest first; at most ${AUDIT_TIMELINE_LIMIT} (limit=)`,
      params: z.object({ groupId: idParam }),
      querystring: limitQuery,
      response: { 200: auditResponseSchema, ...errorReplies },
    },
    handler: async (request) => ({
      status: 'success' as const,
      events: await groupTimeline(app.db, request.params.groupId, request.query.limit),
    }),
  });
}
