import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFansRequestSchema,
  addFansResponseSchema,
  createGroupRequestSchema,
  createGroupResponseSchema,
} from '@carrier/shared/fan-tools';
import { addFans, createGroup, deleteGroup, removeFan } from './membership-service.ts';
import { errorReplies, idParam, removeResponseSchema, TAG, toolContext } from './route-kit.ts';

/** 002 §7: creating and deleting groups and changing their members (write_fpt). */
export default async function membershipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/group/create/group', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary:
        "Create a group of Active FANs (1–50); answers the new group's id (GRP…). Any FAN not Active or unknown: 400 FAN_NOT_ACTIVE",
      body: createGroupRequestSchema,
      response: { 200: createGroupResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const group = await createGroup(await toolContext(app, request), request.body);
      return { status: 'success' as const, groupId: group.group_id };
    },
  });

  r.post('/group/add/fans', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary:
        'Add Active FANs (1–50) to a group; FANs already in it are reported in alreadyMembers, never added twice',
      body: addFansRequestSchema,
      response: { 200: addFansResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { groupId, fanIds } = request.body;
      return {
        status: 'success' as const,
        groupId,
        ...(await addFans(await toolContext(app, request), groupId, fanIds)),
      };
    },
  });

  r.delete('/group/remove/:groupId/fanIds/:fanId', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary:
        'Remove one FAN from a group (method not shown in 002 §7: DELETE). A group keeps at least one FAN: 409 GROUP_NEEDS_A_FAN',
      params: z.object({ groupId: idParam, fanId: idParam }),
      response: { 200: removeResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      await removeFan(await toolContext(app, request), request.params.groupId, request.params.fanId);
      return { status: 'success' as const };
    },
  });

  r.delete('/group/remove/:groupId', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary: 'Delete a group and its memberships (method not shown in 002 §7: DELETE)',
      params: z.object({ groupId: idParam }),
      response: { 200: removeResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      await deleteGroup(await toolContext(app, request), request.params.groupId);
      return { status: 'success' as const };
    },
  });
}
