import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { offerLocaleFrom, tileRequestSchema, tileResponseSchema } from '@carrier/shared/offers';
import { offerTiles } from './tile-service.ts';

const campaignHeader = z.object({
  'idp-campaign-id': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter a valid campaign id.')
    .optional(),
});

/**
 * 002 §7 POST …/offers/tile (under websalesofferorchms and products-papi): the tabs of offers for a page. Public, as
 * the pages that show them are; the optional idp-campaign-id header adds its campaign's offers; Accept-Language
 * picks the language of the content.
 */
export default async function tileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/offers/tile', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'Offer tiles: the tabs of offers for a page, by marketing priority',
      headers: campaignHeader,
      body: tileRequestSchema,
      response: { 200: tileResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Language');
      return offerTiles(app.db, request.body, {
        locale: offerLocaleFrom(request.headers['accept-language']),
        campaignId: request.headers['idp-campaign-id'] ?? null,
      });
    },
  });
}
