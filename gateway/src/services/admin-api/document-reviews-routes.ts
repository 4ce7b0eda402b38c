import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  documentReviewDetailSchema,
  documentReviewFilterSchema,
  documentReviewRecordSchema,
  reviewDecisionSchema,
} from '@carrier/shared/discount-program';
import { adminListQuerySchema } from '@carrier/shared/fan-tools';
import { decideReview, documentBytes, listReviews, reviewDetail } from '../customeridentification/index.ts';
import { parseListQuery, sendPage } from './list-query.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/**
 * react-admin resources of the document review queue (001 verification, role review_docs): `document-reviews`
 * (list, show, and edit as the decision) and `review-documents` (show: a document's bytes for the viewer).
 */
export default async function documentReviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/document-reviews', {
    config: { access: 'review_docs' },
    schema: {
      tags: ['admin-api'],
      summary:
        'The review queue (default oldest upload first): filter={"segment","status" (pending by default),"olderThanHours","id":[…]}; Content-Range gives the total',
      querystring: adminListQuerySchema,
      response: { 200: z.array(documentReviewRecordSchema), ...errors },
    },
    handler: async (request, reply) => {
      const q = parseListQuery('document-reviews', request.query, documentReviewFilterSchema, {
        field: 'submittedAt',
        order: 'ASC',
      });
      const { rows, total } = await listReviews(app.db, q);
      reply.header('Cache-Control', 'no-store');
      return sendPage(reply, 'document-reviews', rows, q.start, total);
    },
  });

  r.get('/document-reviews/:id', {
    config: { access: 'review_docs' },
    schema: {
      tags: ['admin-api'],
      summary: 'One verification under review: the form’s details, its documents’ metadata and past decisions',
      params: idParams,
      response: { 200: documentReviewDetailSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reviewDetail(app.db, request.params.id);
    },
  });

  r.put('/document-reviews/:id', {
    config: { access: 'review_docs' },
    schema: {
      tags: ['admin-api'],
      summary:
        'Decide: {"decision":"approve"} (approved, 14 days), or {"decision":"reject","reasons":[001 §8 codes]} (back to document upload)',
      params: idParams,
      body: reviewDecisionSchema,
      response: { 200: documentReviewDetailSchema, ...errors },
    },
    handler: async (request) => {
      const session = (await request.getSession())!;
      return decideReview(app.db, request.params.id, request.body, session.username);
    },
  });

  r.get('/review-documents/:id', {
    config: { access: 'review_docs' },
    schema: {
      tags: ['admin-api'],
      summary: 'A document’s bytes for the viewer: inline, as the type its content was judged to be',
      params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
      response: { 200: z.any(), ...errors },
    },
    handler: async (request, reply) => {
      const doc = await documentBytes(app.db, request.params.id);
      return reply
        .header('Content-Type', doc.mediaType)
        .header('Content-Disposition', `inline; filename="document-${request.params.id}.${doc.extension}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(doc.bytes);
    },
  });
}
