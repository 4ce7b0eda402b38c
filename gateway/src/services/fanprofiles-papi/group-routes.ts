import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupTokenRequestSchema,
  groupViewRequestSchema,
  groupViewResponseSchema,
  groupWebStatusRequestSchema,
  groupWebStatusResponseSchema,
  landerResponseSchema,
  multiSearchResponseSchema,
  searchTypeSchema,
  tokenResponseSchema,
} from '@carrier/shared/fan-tools';
import { generateGroupToken, searchGroups, setGroupView, setGroupWebStatus } from './group-service.ts';
import { errorReplies, idParam, isFanToolsQuery, TAG, toolContext } from './route-kit.ts';
import { landerGroup } from './lander-service.ts';
import { tokenLinkFor } from './token-link.ts';

/** 002 §7: the multi-FAN group search and the group settings of the Signature profile tool. */
export default async function groupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/group/details/type/:type/id/:id', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary: "Multi-FAN search: by FAN id the groups holding it and the FAN's profile, by group id that group",
      params: z.object({ type: searchTypeSchema, id: idParam }),
      querystring: isFanToolsQuery,
      response: { 200: multiSearchResponseSchema, ...errorReplies },
    },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await searchGroups(
        app.db,
        request.params.type,
        request.params.id,
        tokenLinkFor(request, app.config.publicOrigin),
      )),
    }),
  });

  // One path, two readers (002 §7): the lander's anonymous read (its public shape), and the tool's group search
  // (isfantools=true, behind read_fpt). The shared policy names both; the access check follows it per request.
  r.get('/group/details/type/groupid/id/:groupId', {
    config: { accessFromPolicy: true },
    schema: {
      tags: [TAG],
      summary:
        'A group by id: with isfantools=true the tool’s group search (read_fpt); without, the lander’s public view (its landing page on, and only what a landing page shows)',
      params: z.object({ groupId: idParam }),
      querystring: isFanToolsQuery,
      response: { 200: z.union([multiSearchResponseSchema, landerResponseSchema]), ...errorReplies },
    },
    handler: async (request) => {
      const tokenLink = tokenLinkFor(request, app.config.publicOrigin);
      if (request.query.isfantools !== 'true') return landerGroup(app.db, request.params.groupId, null, tokenLink);
      return {
        status: 'success' as const,
        ...(await searchGroups(app.db, 'groupid', request.params.groupId, tokenLink)),
      };
    },
  });

  r.get('/group/details/type/groupid/id/:groupId/fanId/:fanId', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'The lander’s FAN search in a group: that FAN as its landing page shows it, or 404',
      params: z.object({ groupId: idParam, fanId: idParam }),
      response: { 200: landerResponseSchema, ...errorReplies },
    },
    handler: async (request) =>
      landerGroup(app.db, request.params.groupId, request.params.fanId, tokenLinkFor(request, app.config.publicOrigin)),
  });

  r.post('/group/token/generate', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary: "Replace a group's token link (the old link stops working at once); needs a reason for change",
      body: groupTokenRequestSchema,
      response: { 200: tokenResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { groupId, updateReason } = request.body;
      return {
        status: 'success' as const,
        ...(await generateGroupToken(await toolContext(app, request), groupId, updateReason)),
      };
    },
  });

  r.post('/group/update/webstatus', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary: "Turn a group's splash page on or off, with a reason for change",
      body: groupWebStatusRequestSchema,
      response: { 200: groupWebStatusResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { groupId, enableStatus, reason } = request.body;
      return {
        status: 'success' as const,
        ...(await setGroupWebStatus(await toolContext(app, request), groupId, enableStatus, reason)),
      };
    },
  });

  r.post('/group/update/view', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary:
        "Switch a group's splash page between List view (listView true; suggested for at most 500 FANs) and Search view",
      body: groupViewRequestSchema,
      response: { 200: groupViewResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { groupId, listView } = request.body;
      return {
        status: 'success' as const,
        ...(await setGroupView(await toolContext(app, request), groupId, listView)),
      };
    },
  });
}
