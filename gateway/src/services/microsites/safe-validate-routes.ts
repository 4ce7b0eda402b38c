import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { safeValidateResponseSchema, softAuthRequestSchema } from '@carrier/shared/discount-program';
import { checkCaptchaToken } from '../signatureenrollmentms/index.ts';

/**
 * 000 §7 POST webform/safeValidate, the shield in front of soft authentication (001 §4, ENROLLMENT_SHIELD_SOFT_AUTH):
 * the soft-auth payload must be well formed and carry a captcha answer this gateway signed, unexpired and unused.
 * It does not use the answer up (soft authentication does) and checks no account details: 200 { valid: true }, or
 * 400 in the one error shape.
 */
export default async function safeValidateRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/webform/safeValidate', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary: 'Shield check of the soft-auth payload and its captcha answer (not used up)',
      body: softAuthRequestSchema,
      response: { 200: safeValidateResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await checkCaptchaToken(app.db, app.config.captcha, request.body.captchaToken, { consume: false });
      return { valid: true as const };
    },
  });
}
