import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fanDetailsParamsSchema, fanDetailsResponseSchema } from '@carrier/shared/fan-tools';
import { getFanDetails, getFanDetailsList } from './service.ts';
import auditRoutes from './audit-routes.ts';
import exportRoutes from './export-routes.ts';
import fanRoutes from './fan-routes.ts';
import groupRoutes from './group-routes.ts';
import membershipRoutes from './membership-routes.ts';
import { errorReplies, TAG } from './route-kit.ts';
import { tokenLinkFor } from './token-link.ts';

/** 002 §7 fan-profiles service, registered under both prefixes: FAN details here, the fan tools' calls beside. */
export default async function fanProfilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/fan/details/:fanId', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary: 'One FAN profile (Signature profile tool)',
      params: fanDetailsParamsSchema,
      response: { 200: fanDetailsResponseSchema, ...errorReplies },
    },
    handler: async (request) => ({
      status: 'success' as const,
      fanDetails: [await getFanDetails(app.db, request.params.fanId, tokenLinkFor(request, app.config.publicOrigin))],
    }),
  });

  r.get('/fan/details', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary: 'FAN profiles for a comma-separated list of ids (at most 50)',
      querystring: z.object({ fanIds: z.string().min(1).max(1000) }),
      response: { 200: fanDetailsResponseSchema, ...errorReplies },
    },
    handler: async (request) => ({
      status: 'success' as const,
      fanDetails: await getFanDetailsList(app.db, request.query.fanIds, tokenLinkFor(request, app.config.publicOrigin)),
    }),
  });

  await app.register(fanRoutes);
  await app.register(groupRoutes);
  await app.register(membershipRoutes);
  await app.register(exportRoutes);
  await app.register(auditRoutes);
}
