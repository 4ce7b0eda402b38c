import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  BILLING_ACCOUNT_PATTERN,
  EnrollmentCallErrorIds,
  wirelessDetailsQuerySchema,
  wirelessDetailsResponseSchema,
} from '@carrier/shared/discount-program';
import { HttpError } from '../../http-error.ts';
import { findAccount } from './store.ts';

/**
 * 000 §7 GET /msapi/wireless/v1/details/{id}?sor=false: the billing name, e-mail and address of a wireless account,
 * the id being its billing account number, for the signed-in customer who owns it. Another customer's account and
 * an unknown one answer the same 404, so the call tells no one which accounts exist.
 */
export default async function wirelessRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/details/:id', {
    config: { access: 'customer' },
    schema: {
      tags: ['enrollment'],
      summary: "The signed-in customer's wireless account: billing name, e-mail and addresses (000 §7)",
      params: z.object({ id: z.string().max(32) }),
      querystring: wirelessDetailsQuerySchema,
      response: {
        200: wirelessDetailsResponseSchema,
        401: apiErrorSchema,
        404: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('Cache-Control', 'private, no-store');
      const id = request.params.id;
      const account = BILLING_ACCOUNT_PATTERN.test(id) ? await findAccount(app.db, id) : null;
      if (!account || account.ownerUserId !== session.userId)
        throw new HttpError(
          404,
          EnrollmentCallErrorIds.accountNotFound,
          'No wireless account of yours has this number.',
        );
      return {
        content: [
          {
            billingFirstName: account.billingFirstName,
            billingLastName: account.billingLastName,
            emailAddress: account.emailAddress,
            addresses: [account.address],
          },
        ],
      };
    },
  });
}
