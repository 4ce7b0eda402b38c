import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorIds } from '@carrier/shared/core';
import { adminAuditFilterSchema, adminListQuerySchema, auditEventSchema } from '@carrier/shared/fan-tools';
import { HttpError } from '../../http-error.ts';
import { errorReplies, findAuditEvent, listAuditEvents } from '../fanprofiles-papi/index.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** react-admin resource `audit-events`: the fan tools' audit trail, read-only. */
export default async function auditEventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/audit-events', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['admin-api'],
      summary:
        'List audit events (default newest first): filter={"entityType","entityId","action","actor","atFrom","atBefore","id":[…]}; Content-Range gives the total',
      querystring: adminListQuerySchema,
      response: { 200: z.array(auditEventSchema), ...errorReplies },
    },
    handler: async (request, reply) => {
      const q = parseListQuery('audit-events', request.query, adminAuditFilterSchema, { field: 'id', order: 'DESC' });
      const { rows, total } = await listAuditEvents(app.db, q);
      return sendPage(reply, 'audit-events', rows, q.start, total);
    },
  });

  r.get('/audit-events/:id', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['admin-api'],
      summary: 'One audit event',
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: auditEventSchema, ...errorReplies },
    },
    handler: async (request) => {
      const event = await findAuditEvent(app.db, request.params.id);
      if (!event) throw new HttpError(404, ErrorIds.notFound, `No audit event ${request.params.id}.`);
      return event;
    },
  });
}
