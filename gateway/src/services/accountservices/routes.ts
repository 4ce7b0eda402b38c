import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { profileInfoResponseSchema } from '@carrier/shared/discount-program';
import { findProfileInfo } from './store.ts';

/**
 * 000 §7 GET /msapi/accountservices/v1/profile/info: the signed-in customer's account in focus and its type (001 §3
 * customer profile). A customer without a profile record has no account in focus (both null), which the
 * enrollment treats as "not wireless" (001 §4: soft authentication instead).
 */
export default async function accountServicesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/profile/info', {
    config: { access: 'customer' },
    schema: {
      tags: ['enrollment'],
      summary: "The signed-in customer's account in focus and its type",
      response: { 200: profileInfoResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('Cache-Control', 'private, no-store');
      return (
        (await findProfileInfo(app.db, session.userId)) ?? {
          acctInfocus: null,
          acctInfocusType: null,
          firstName: session.displayName.split(' ')[0] ?? '',
          lastName: session.displayName.split(' ').slice(1).join(' '),
          emailAddress: '',
        }
      );
    },
  });
}
