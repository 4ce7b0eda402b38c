import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminFanFilterSchema, adminListQuerySchema, fanProfileSchema } from '@carrier/shared/fan-tools';
import { errorReplies, getFanDetails, listFans, tokenLinkFor } from '../fanprofiles-papi/index.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** react-admin resource `fans`: FAN profiles, read-only (changes go through the fan tools' calls). */
export default async function fansRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/fans', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['admin-api'],
      summary:
        'List FAN profiles: sort=["name","ASC"], range=[0,24], filter={"q","status","webStatus":"on"|"off","discountType","groupId","id":[…]}; Content-Range gives the total',
      querystring: adminListQuerySchema,
      response: { 200: z.array(fanProfileSchema), ...errorReplies },
    },
    handler: async (request, reply) => {
      const q = parseListQuery('fans', request.query, adminFanFilterSchema, { field: 'id', order: 'ASC' });
      const { rows, total } = await listFans(app.db, q, tokenLinkFor(request, app.config.publicOrigin));
      return sendPage(reply, 'fans', rows, q.start, total);
    },
  });

  r.get('/fans/:id', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['admin-api'],
      summary: 'One FAN profile',
      params: z.object({ id: z.string().max(64) }),
      response: { 200: fanProfileSchema, ...errorReplies },
    },
    handler: async (request) =>
      getFanDetails(app.db, request.params.id, tokenLinkFor(request, app.config.publicOrigin)),
  });
}
