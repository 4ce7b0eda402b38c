import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, apiErrorSchema } from '@carrier/shared/core';
import { REFERRAL_APP_NAME, referralQuerySchema, referralResponseSchema } from '@carrier/shared/offers';
import { findReferral } from './referral-store.ts';

const appNameHeader = z.object({
  appname: z.literal(REFERRAL_APP_NAME, { error: `Send the header appname=${REFERRAL_APP_NAME}.` }),
});

/**
 * 002 §7 GET /msapi/salesapi/wireless-sales-eapi/v2/referral?initialize=true&serialNumber=… (or &placeId=…), header
 * appname=websales: the referral of a home internet gateway or address. Public, as the offer pages are; a referral
 * that is not found answers 404 with errorId 'Error' and 'No data found' (§8).
 */
export default async function referralRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/referral', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'A referral by residential gateway serial number or place id (initialize=true records its opening)',
      headers: appNameHeader,
      querystring: referralQuerySchema,
      response: { 200: referralResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { serialNumber, placeId, initialize } = request.query;
      const referral = await findReferral(app.db, { serialNumber, placeId }, initialize === 'true');
      reply.header('Cache-Control', 'no-store');
      if (!referral) return reply.code(404).send(apiError('Error', 'No data found', 404));
      return { content: referral };
    },
  });
}
