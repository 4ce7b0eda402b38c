import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, fanDetailsParamsSchema, fanDetailsResponseSchema } from '@carrier/shared';
import { getFanDetails, getFanDetailsList } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The landing link a FAN token opens on the customer site. */
export function tokenLinkFor(request: FastifyRequest, publicOrigin: string | undefined) {
  const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
  return (token: string) => `${origin}/signature/landing?iruToken=${encodeURIComponent(token)}`;
}

/** 002 §7 fan-profiles service, registered under both prefixes. */
export default async function fanProfilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/fan/details/:fanId', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['fan-profiles'],
      summary: 'One FAN profile (Signature profile tool)',
      params: fanDetailsParamsSchema,
      response: { 200: fanDetailsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      status: 'success' as const,
      fanDetails: [await getFanDetails(app.db, request.params.fanId, tokenLinkFor(request, app.config.publicOrigin))],
    }),
  });

  r.get('/fan/details', {
    config: { access: 'read_fpt' },
    schema: {
      tags: ['fan-profiles'],
      summary: 'FAN profiles for a comma-separated list of ids (at most 50)',
      querystring: z.object({ fanIds: z.string().min(1).max(1000) }),
      response: { 200: fanDetailsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      status: 'success' as const,
      fanDetails: await getFanDetailsList(app.db, request.query.fanIds, tokenLinkFor(request, app.config.publicOrigin)),
    }),
  });
}
