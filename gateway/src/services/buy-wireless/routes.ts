import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared';
import { authDetailsSchema } from '@carrier/shared/forms/index';

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
      const { rows } = await app.db.query<{ has: boolean; type: string }>(
        'select has_bsse_wireless as has, acct_infocus_type as type from customer_auth_details where user_id = $1',
        [session.userId],
      );
      reply.header('Cache-Control', 'private, no-store');
      const row = rows[0];
      return { hasBsseWireless: row?.has ?? false, acctInfocusType: row?.type ?? 'CONSUMER' };
    },
  });
}
