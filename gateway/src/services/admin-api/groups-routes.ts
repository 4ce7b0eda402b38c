import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGroupFilterSchema,
  adminGroupRecordSchema,
  adminGroupShowSchema,
  adminListQuerySchema,
  createGroupRequestSchema,
  type AdminGroupShow,
} from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import {
  createGroup,
  deleteGroup,
  errorReplies,
  getGroupDetails,
  listGroups,
  toGroupRecord,
  tokenLinkFor,
  toolContext,
  type TokenLink,
} from '../fanprofiles-papi/index.ts';
import { parseListQuery, sendPage } from './list-query.ts';

async function showGroup(db: Queryable, groupId: string, tokenLink: TokenLink): Promise<AdminGroupShow> {
  const details = await getGroupDetails(db, groupId, tokenLink);
  return { id: details.groupId, ...details, tokenLink: details.tokenLink ?? null, fanCount: details.fanDetails.length };
}

/** react-admin resource `groups`: list, show, create (the create-group rule) and delete (the delete-group rule). */
export default async function groupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.object({ id: z.string().max(64) });

  r.get('/groups', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['admin-api'],
      summary:
        'List groups: sort=["fanCount","DESC"], range=[0,24], filter={"q","id":[…],"fanId","isWebEnabled","isList"}; Content-Range gives the total',
      querystring: adminListQuerySchema,
      response: { 200: z.array(adminGroupRecordSchema), ...errorReplies },
    },
    handler: async (request, reply) => {
      const q = parseListQuery('groups', request.query, adminGroupFilterSchema, { field: 'id', order: 'ASC' });
      const { rows, total } = await listGroups(app.db, q, tokenLinkFor(request, app.config.publicOrigin));
      return sendPage(reply, 'groups', rows, q.start, total);
    },
  });

  r.get('/groups/:id', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['admin-api'],
      summary: 'One group with its members (fanDetails: id, status)',
      params: idParams,
      response: { 200: adminGroupShowSchema, ...errorReplies },
    },
    handler: async (request) => showGroup(app.db, request.params.id, tokenLinkFor(request, app.config.publicOrigin)),
  });

  r.post('/groups', {
    config: { access: 'write_fpt' },
    schema: {
      tags: ['admin-api'],
      summary: 'Create a group of Active FANs (same rule as group/create/group); answers the new group',
      body: createGroupRequestSchema,
      response: { 201: adminGroupShowSchema, ...errorReplies },
    },
    handler: async (request, reply) => {
      const ctx = await toolContext(app, request);
      const group = await createGroup(ctx, request.body);
      return reply.code(201).send(await showGroup(app.db, group.group_id, ctx.tokenLink));
    },
  });

  r.delete('/groups/:id', {
    config: { access: 'write_fpt' },
    schema: {
      tags: ['admin-api'],
      summary: 'Delete a group (same rule as group/remove/{groupId}); answers the group as it was',
      params: idParams,
      response: { 200: adminGroupRecordSchema, ...errorReplies },
    },
    handler: async (request) => {
      const ctx = await toolContext(app, request);
      const { group, fanCount } = await deleteGroup(ctx, request.params.id);
      return toGroupRecord(group, fanCount, ctx.tokenLink);
    },
  });
}
