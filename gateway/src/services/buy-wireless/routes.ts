import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { authDetailsSchema } from '@carrier/shared/forms';
import { authDetailsFor } from './service.ts';

/** 002 §6, §7: GET /msapi/sales/buywirelessorchestrationms/v1/auth/details for the signed-in customer. */
export default async function authDetailsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/auth/details', {
    config: { access: 'customer' },
    schema: {
      tags: ['auth'],
      summary: 'Whether the signed-in customer has business (BSSE) wireless',
      response: { 200: authDetailsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('Cache-Control', 'private, no-store');
      return authDetailsFor(app.db, session.userId);
    },
  });
}
