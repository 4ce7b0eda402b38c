import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  decryptedFanQuerySchema,
  decryptedFanResponseSchema,
  verificationStatusQuerySchema,
  verificationStatusResponseSchema,
} from '@carrier/shared/discount-program';
import { decryptedFan, verificationStatus } from './service.ts';

/**
 * 001 §7 verification status and decrypted fan, under /msapi/customeridentification/v1 and its sales variant. Both
 * are public: the verification id, which only the verified member's links carry, is the key.
 */
export default async function customerIdentificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/verificationStatus', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary: 'A verification’s status, segment and FAN, with its combo verification in otherResponses',
      querystring: verificationStatusQuerySchema,
      response: { 200: verificationStatusResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return verificationStatus(app.db, request.query.verificationId, request.query.comboVerificationId);
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
}
