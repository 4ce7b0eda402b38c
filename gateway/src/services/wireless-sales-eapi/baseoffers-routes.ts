import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { baseOffersRequestSchema, baseOffersResponseSchema } from '@carrier/shared/address-shopping';
import { apiErrorSchema } from '@carrier/shared/core';
import { baseOffers } from './baseoffers-service.ts';

/** 002 §7 POST …/v2/baseoffers {placeId, serviceType}: instant-on's plan lookup by address id (BB_Plans). */
export default async function baseOffersRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/baseoffers', {
    config: { access: 'public' },
    bodyLimit: 4096,
    schema: {
      tags: ['instant-on'],
      summary: 'Broadband base offers for a place (the address id of a successful address check)',
      body: baseOffersRequestSchema,
      response: { 200: baseOffersResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => ({
      content: {
        placeId: request.body.placeId,
        category: request.body.category,
        productOfferings: await baseOffers(app.db, request.body.placeId),
      },
    }),
  });
}
