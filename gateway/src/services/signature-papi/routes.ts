import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  otpParamsSchema,
  otpVerifyRequestSchema,
  verificationSearchRequestSchema,
  verificationSearchResponseSchema,
} from '@carrier/shared/discount-program';
import { answerCode, resendCode, search } from './service.ts';

const errors = { 400: apiErrorSchema, 410: apiErrorSchema, 429: apiErrorSchema };

/**
 * 001 §7 verification search under /msapi/salesapi/signature-papi/v1, with its one-time code: the search sends a
 * code to the e-mail when it finds something; verify answers the code (single use, OTP_VALID_MINUTES, OTP_MAX_ATTEMPTS)
 * with the verifications; resend ('Send email again') sends a new code and voids the old.
 */
export default async function signaturePapiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = () => ({
    maxAttempts: app.config.verification.otpMaxAttempts,
    validMinutes: app.config.verification.otpValidMinutes,
  });
  r.post('/verifications/search', {
    config: { access: 'public' },
    schema: {
      tags: ['verification'],
      summary: 'Earlier verifications of this e-mail: whether any (and in this segment); a one-time code goes to it',
      body: verificationSearchRequestSchema,
      response: { 200: verificationSearchResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return search(app.db, request.body, limits());
    },
  });
  r.post('/verifications/otp/:otpId/verify', {
    config: { access: 'public' },
    schema: {
      tags: ['verification'],
      summary: 'Answer the one-time code: the verifications found, once; a wrong code 400, a spent one 410',
      params: otpParamsSchema,
      body: otpVerifyRequestSchema,
      response: { 200: verificationSearchResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answerCode(app.db, request.params.otpId, request.body.code, limits());
    },
  });
  r.post('/verifications/otp/:otpId/resend', {
    config: { access: 'public' },
    schema: {
      tags: ['verification'],
      summary: 'Send email again: a new code to the same e-mail; the old code is void',
      params: otpParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await resendCode(app.db, request.params.otpId, limits());
      return reply.code(204).send(null);
    },
  });
}
