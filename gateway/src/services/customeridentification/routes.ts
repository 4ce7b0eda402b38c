import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  CUSTOMER_IDENTIFICATION_PREFIXES,
  CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX,
  billingAccountNumberSchema,
  customerInfoResponseSchema,
  decryptedFanQuerySchema,
  decryptedFanResponseSchema,
  orgSearchQuerySchema,
  orgSearchResponseSchema,
  verificationRequestSchema,
  verificationResponseSchema,
  verificationStatusQuerySchema,
  verificationStatusResponseSchema,
} from '@carrier/shared/discount-program';
import { PROOF_COOKIE } from '../signatureenrollmentms/index.ts';
import { customerInfo, orgSearch } from './lookup-service.ts';
import { decryptedFan, verificationStatus } from './service.ts';
import { verify } from './verify-service.ts';
import docUploadRoutes from './doc-upload-routes.ts';

/**
 * 001 §7 verification calls under /msapi/customeridentification/v1 and its sales variant (the sales document
 * upload alone under v2). The reads are public with the verification id, random and unguessable (decision 020),
 * as the key; customer info needs the account's owner or its soft-auth proof.
 */
export default async function customerIdentificationRoutes(app: FastifyInstance) {
  // the sales variant's document upload is v2 (001 §7); v2 answers nothing else
  if (app.prefix !== CUSTOMER_IDENTIFICATION_PREFIXES.sales) await app.register(docUploadRoutes);
  if (app.prefix === CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/verification', {
    config: { access: 'public' },
    schema: {
      tags: ['verification'],
      summary:
        'Verify a person for a segment (and a combo segment): approved, a document needed, or a data or system error',
      body: verificationRequestSchema,
      response: { 200: verificationResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return verify(app.db, request.body, app.config.verification);
    },
  });
  r.get('/verificationStatus', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary: 'A verification’s status, segment, FAN and detail, with its combo verification in otherResponses',
      querystring: verificationStatusQuerySchema,
      response: { 200: verificationStatusResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { verificationId, comboVerificationId } = request.query;
      return verificationStatus(app.db, app.config.verification.docReviewLimit, verificationId, comboVerificationId);
    },
  });
  r.get('/fetchDecryptedFan', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary: 'The FAN a verification was made for',
      querystring: decryptedFanQuerySchema,
      response: { 200: decryptedFanResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return decryptedFan(app.db, request.query.verificationId);
    },
  });
  r.get('/orgSearch', {
    config: { access: 'public' },
    schema: {
      tags: ['verification'],
      summary:
        'Organisation type-ahead: organisations whose name (or a word of it) starts with orgName, those the segment’s eligibility records know first',
      querystring: orgSearchQuerySchema,
      response: { 200: orgSearchResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request) => orgSearch(app.db, request.query.orgName, request.query.segment),
  });
  r.get('/customerInfo/:ban', {
    config: { access: 'public' },
    schema: {
      tags: ['verification'],
      summary:
        'CRP customer info by billing account: name, e-mail and address, for its signed-in owner or the browser that soft-authenticated it',
      params: z.object({ ban: billingAccountNumberSchema }),
      response: { 200: customerInfoResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await request.getSession();
      return customerInfo(
        app.db,
        {
          userId: session?.kind === 'customer' ? session.userId : null,
          proofToken: request.cookie(PROOF_COOKIE),
        },
        request.params.ban,
      );
    },
  });
}
