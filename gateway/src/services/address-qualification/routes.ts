import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressCheckQuerySchema,
  addressCheckResponseSchema,
  addressSearchQuerySchema,
  addressSearchResponseSchema,
} from '@carrier/shared/address-shopping';
import { apiErrorSchema } from '@carrier/shared/core';
import { checkAddress, suggestAddresses } from './service.ts';

const TAG = 'address-qualification';

/**
 * 002 §2.1, §2.6, §3 the shared address check (its calls are not shown in the specification): the type-ahead over
 * the address table and the qualification lookup by address id, RG_SN or the typed address. Both are anonymous reads.
 */
export default async function addressQualificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/address/search', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'Address type-ahead: addresses with a word starting with the typed text',
      querystring: addressSearchQuerySchema,
      response: { 200: addressSearchResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request) => ({ suggestions: await suggestAddresses(app.db, request.query.q) }),
  });

  r.get('/qualification', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'The address check (002 §3): status, qualification, valid address, tax areas, services',
      querystring: addressCheckQuerySchema,
      response: { 200: addressCheckResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request) => ({ content: await checkAddress(app.db, request.query) }),
  });
}
