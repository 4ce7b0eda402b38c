import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, apiErrorSchema } from '@carrier/shared/core';
import { offerLegalResponseSchema, offerLocaleFrom, offerTileResponseSchema } from '@carrier/shared/offers';
import { findOfferLegal, findOfferTileContent } from './offertile-store.ts';

const campaignHeader = z.object({
  'idp-campaign-id': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter a valid campaign id.')
    .optional(),
});
const legalParams = z.object({ legalId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter a valid legal id.') });

/**
 * 002 §7 the content system's offer content, public as the pages showing it: GET scms/shared/offers/offertile (the
 * shared tile wording, optional idp-campaign-id header) and GET scms/shared/offers/legal/{legalId} (an offer's
 * legal text, read under the feed key), each in the language Accept-Language asks for.
 */
export default async function offerTileContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/scms/shared/offers/offertile', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'The shared wording of offer tiles (labels and partner card statuses)',
      headers: campaignHeader,
      response: { 200: offerTileResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const locale = offerLocaleFrom(request.headers['accept-language']);
      const content = await findOfferTileContent(app.db, locale, request.headers['idp-campaign-id'] ?? null);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Language, idp-campaign-id');
      if (!content) return reply.code(404).send(apiError('Error', 'No data found', 404));
      return { content };
    },
  });
  r.get('/scms/shared/offers/legal/:legalId', {
    config: { access: 'public' },
    schema: {
      tags: ['offers'],
      summary: 'An offer’s legal text (offer heading, long legal text and its start, short proximity text)',
      params: legalParams,
      response: { 200: offerLegalResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const locale = offerLocaleFrom(request.headers['accept-language']);
      const feed = await findOfferLegal(app.db, request.params.legalId, locale);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Language');
      if (!feed) return reply.code(404).send(apiError('Error', 'No data found', 404));
      return { feed };
    },
  });
}
