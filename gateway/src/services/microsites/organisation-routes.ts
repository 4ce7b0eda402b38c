import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { ORGANISATION_SEARCH, organisationSearchResponseSchema } from '@carrier/shared/forms';
import { searchOrganisations } from './organisation-store.ts';

/** 002 §7 organisation type-ahead: GET {apiUrl}{encoded search text} → orgSearchResult (orgId, orgName). */
export default async function organisationsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/organisations/search/:text', {
    config: { access: 'public' },
    schema: {
      tags: ['forms'],
      summary: 'Organisations whose name (or a word of it) starts with the text',
      params: z.object({ text: z.string().trim().min(1).max(ORGANISATION_SEARCH.maxTextLength) }),
      response: { 200: organisationSearchResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        orgSearchResult: await searchOrganisations(app.db, request.params.text, ORGANISATION_SEARCH.maxResults),
      };
    },
  });
}
