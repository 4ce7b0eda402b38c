import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ErrorIds } from '@carrier/shared/core';
import { documentPathFor, pageDocumentSchema } from '@carrier/shared/content';
import { HttpError } from '../../http-error.ts';

/** /content: page documents for the customer site's page builder. `/es-us/…` selects Spanish, else English. */
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
      const { locale, path } = documentPathFor(request.query.path);
      const { rows } = await app.db.query<{ document: unknown; locale: string }>(
        `select document, locale from content_documents where path = $1 and locale = any($2)
          order by case when locale = $3 then 0 else 1 end limit 1`,
        [path, [locale, 'en-us'], locale],
      );
      const row = rows[0];
      if (!row) throw new HttpError(404, ErrorIds.notFound, 'We could not find that page.');
      reply.header('Cache-Control', 'no-cache');
      const parsed = pageDocumentSchema.safeParse(typeof row.document === 'string' ? JSON.parse(row.document) : row.document);
      if (!parsed.success) {
        // 002 §5: a stored page that breaks a content rule (a form definition error) is refused with the reason.
        const reasons = parsed.error.issues.map((i) => i.message).join('; ');
        request.log.error({ path, locale: row.locale, reasons }, 'stored content document is not valid');
        throw new HttpError(500, ErrorIds.contentInvalid, `The content of this page is not valid: ${reasons}`);
      }
      return parsed.data;
    },
  });
}
