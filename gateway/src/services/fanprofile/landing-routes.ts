import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { landingResponseSchema } from '@carrier/shared/fan-tools';
import { resolveLanding } from './landing-service.ts';

/** 002 §7 fan landing: the customer site opens a FAN's or a group's token link (public; the token is the key). */
export default async function landingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/fan/landing', {
    config: { access: 'public' },
    schema: {
      tags: ['fanprofile'],
      summary:
        'What a token link opens: the FAN or the group holding this token; a replaced or unknown token: 404 TOKEN_INVALID',
      querystring: z.object({ iruToken: z.string().min(1).max(512) }),
      response: { 200: landingResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, ...(await resolveLanding(app.db, request.query.iruToken)) };
    },
  });
}
