import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  customerOfferErrorSchema,
  customerOfferQuerySchema,
  customerOfferResponseSchema,
  FAN_NUMBER_PATTERN,
  OFFER_NOT_FOUND_CODE,
  WEB_SALES_OFFER_PREFIX,
} from '@carrier/shared/discount-program';
import { offerLocaleFrom } from '@carrier/shared/offers';
import { findOfferContent } from './store.ts';
import tileRoutes from './tile-routes.ts';

/**
 * 001 §7 benefits: GET /msapi/sales/websalesofferorchms/v1/offers/customerOffer?pageId=UF&offerType=signature&fanId=
 * &encrypted=true — the banner and offers of a FAN's program (001 §3; for 002's signature hero, pageId TOKENLANDER,
 * the banner carries the FAN's fanCategoryId and id), in the language Accept-Language asks for, public like the
 * pages that show them. The
 * embedded service hands out FANs unencrypted, so `encrypted` is accepted and the fanId read as the FAN itself. A FAN
 * without content answers 404 with errorCode (which the caller rejects, 001 §7) in the one error shape.
 */
export default async function webSalesOfferRoutes(app: FastifyInstance) {
  // 002 §7 the offer tiles answer under both prefixes; customerOffer only under websalesofferorchms
  await app.register(tileRoutes);
  if (app.prefix !== WEB_SALES_OFFER_PREFIX) return;
  app.withTypeProvider<ZodTypeProvider>().get('/offers/customerOffer', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary: "A FAN's benefits content: banner and offers",
      querystring: customerOfferQuerySchema,
      response: { 200: customerOfferResponseSchema, 400: apiErrorSchema, 404: customerOfferErrorSchema },
    },
    handler: async (request, reply) => {
      const { fanId, pageId } = request.query;
      const locale = offerLocaleFrom(request.headers['accept-language']);
      const content = FAN_NUMBER_PATTERN.test(fanId) ? await findOfferContent(app.db, fanId, pageId, locale) : null;
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
      if (!content) {
        const message = 'No benefits are available for this program.';
        return reply
          .code(404)
          .send({ errorCode: OFFER_NOT_FOUND_CODE, errorId: OFFER_NOT_FOUND_CODE, message, status: 404 });
      }
      return { content };
    },
  });
}
