import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planMapSchema } from '@carrier/shared/address-shopping';
import { apiErrorSchema } from '@carrier/shared/core';
import { HttpError } from '../../http-error.ts';

/** 002 §7 GET /nl-vendor-landers/nl-plans-map.json: the plan map, as the store holds its current copy. */
export default async function nlVendorLandersRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/nl-vendor-landers/nl-plans-map.json', {
    config: { access: 'public' },
    schema: {
      tags: ['broadband-labels'],
      summary: 'The plan map: per channel key, the unique plan ids of each product family',
      response: { 200: planMapSchema, 404: apiErrorSchema },
    },
    handler: async (_request, reply) => {
      const { rows } = await app.db.query<{ document: unknown }>(
        `select document from plan_maps where name = 'nl-plans-map'`,
      );
      if (!rows[0]) throw new HttpError(404, 'Error', 'No data found');
      reply.header('Cache-Control', 'public, max-age=300');
      return planMapSchema.parse(rows[0].document);
    },
  });
}
