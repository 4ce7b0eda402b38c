import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  accountTypeResponseSchema,
  captchaChallengeSchema,
  enrollmentOrderRequestSchema,
  enrollmentOrderResponseSchema,
  softAuthRequestSchema,
  validateAccountTypeRequestSchema,
} from '@carrier/shared/discount-program';
import { checkCaptchaToken, newCaptchaChallenge } from './captcha.ts';
import { PROOF_MINUTES, softAuthenticate, submitEnrollmentOrder, validateAccountType } from './service.ts';

import { PROOF_COOKIE } from './proof-cookie.ts';

function proofCookieOptions(request: FastifyRequest) {
  const mode = request.server.config.session.cookieSecure;
  const secure = mode === 'always' || (mode === 'auto' && request.protocol === 'https');
  return { path: '/msapi/', httpOnly: true, sameSite: 'strict' as const, secure, maxAge: PROOF_MINUTES * 60 };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/**
 * 001 §7, 000 §7 the enrollment calls under /msapi/signatureenrollmentms/v1 and its sales variant: the captcha
 * challenge, soft authentication, validate account type and submit enrollment order. Business outcomes (error ids)
 * answer 200; refusals answer the one error shape.
 */
export default async function signatureEnrollmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  r.get('/captcha/challenge', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary: 'An ALTCHA proof-of-work challenge for the soft-auth form (signed, expiring, answered once)',
      response: { 200: captchaChallengeSchema },
    },
    handler: async (_request, reply) => {
      noStore(reply);
      return newCaptchaChallenge(app.config.captcha);
    },
  });

  r.post('/softAuthentication', {
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary:
        'Soft authentication: wireless number, SSN last 4 and ZIP against the account (captcha answered once; attempts limited)',
      body: softAuthRequestSchema,
      response: { 200: accountTypeResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      noStore(reply);
      await checkCaptchaToken(app.db, app.config.captcha, request.body.captchaToken, { consume: true });
      const { response, proofToken } = await softAuthenticate(app.db, app.config, {
        ...request.body,
        ip: request.ip,
        log: request.log,
      });
      if (proofToken) reply.setCookie(PROOF_COOKIE, proofToken, proofCookieOptions(request));
      return response;
    },
  });

  r.post('/validateAccountType', {
    config: { access: 'customer' },
    schema: {
      tags: ['enrollment'],
      summary: "The account-type response for the signed-in customer's wireless account in focus",
      body: validateAccountTypeRequestSchema,
      response: { 200: accountTypeResponseSchema, ...errors, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const session = (await request.getSession())!;
      return validateAccountType(app.db, session.userId, request.body);
    },
  });

  r.post('/submitEnrollmentOrder', {
    // public, and the handler requires a signed-in owner or this browser's soft-authentication proof of the account
    config: { access: 'public' },
    schema: {
      tags: ['enrollment'],
      summary:
        'Enroll an account its signed-in owner or this browser (soft authentication) proved: the order number, the same again on a repeat',
      body: enrollmentOrderRequestSchema,
      response: { 200: enrollmentOrderResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const session = await request.getSession();
      return submitEnrollmentOrder(
        app.db,
        {
          userId: session?.kind === 'customer' ? session.userId : null,
          proofToken: request.cookie(PROOF_COOKIE),
        },
        request.body,
      );
    },
  });
}
