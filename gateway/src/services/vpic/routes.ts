import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { decoderResponseSchema } from '@carrier/shared/connected-car';
import { decodeVin } from './service.ts';

/**
 * 002 §7 connected-car: GET /msapi/vpic/api/vehicles/DecodeVin/{vin}?format=json, the government vehicle decoder's
 * call in its own shape. UPSTREAMS=/msapi/vpic=https://vpic.nhtsa.dot.gov sends it to the public decoder unchanged.
 */
export default async function vpicRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/vehicles/DecodeVin/:vin', {
    config: { access: 'public' },
    schema: {
      tags: ['connected-car'],
      summary: 'Decode a VIN (the government decoder’s Results of Variable and Value)',
      params: z.object({ vin: z.string().min(1).max(17) }),
      querystring: z.object({
        format: z.literal('json', { message: 'format must be json' }).default('json'),
      }),
      response: { 200: decoderResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      // a decoding never changes: browsers and caches may keep it a day
      reply.header('Cache-Control', 'public, max-age=86400');
      return decodeVin(app.db, request.params.vin);
    },
  });
}
