import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { frameDocumentSchema, localeSchema, pageDocumentSchema } from '@carrier/shared/content';
import { frameFor } from './frame-service.ts';
import { pageFor } from './service.ts';

/**
 * /content: page documents for the customer site's page builder (`/es-us/…` selects Spanish, else English) and the
 * site frame (header navigation and footer) per locale.
 */
export default async function contentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/pages', {
    config: { access: 'public' },
    schema: {
      tags: ['content'],
      summary: 'The content document for a site path (Spanish under /es-us/ where one exists)',
      querystring: z.object({ path: z.string().min(1).max(500).startsWith('/') }),
      response: { 200: pageDocumentSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const page = await pageFor(app.db, request.query.path, request.log);
      reply.header('Cache-Control', 'no-cache');
      return page;
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get('/frame', {
    config: { access: 'public' },
    schema: {
      tags: ['content'],
      summary: "The site's header navigation and footer for a locale (Spanish falls back to English)",
      querystring: z.object({ locale: localeSchema }),
      response: { 200: frameDocumentSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const frame = await frameFor(app.db, request.query.locale, request.log);
      reply.header('Cache-Control', 'no-cache');
      return frame;
    },
  });
}
