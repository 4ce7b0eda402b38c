import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { escalationPayloadSchema, escalationResponseSchema } from '@carrier/shared/escalation';
import { submissionKeyHeaders } from './submission-headers.ts';
import { submitEscalation } from './escalation-service.ts';

/** 3000 characters of description at up to 3 bytes each, the other fields and the JSON around them. */
const ESCALATION_BODY_BYTES = 16 * 1024;

/**
 * 002 §7 POST …/webform/email/socialAdvocate: anyone may send an escalation (the write throttle bounds how often);
 * the §3 fields are checked with the form's own rules, the case is stored with its team e-mail, and 200 answers refId.
 */
export default async function escalationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/webform/email/socialAdvocate', {
    config: { access: 'public' },
    bodyLimit: ESCALATION_BODY_BYTES,
    schema: {
      tags: ['escalation'],
      summary: 'Send a customer escalation (002 §2.7); answers the case reference as refId',
      headers: submissionKeyHeaders,
      body: escalationPayloadSchema,
      response: {
        200: escalationResponseSchema,
        400: apiErrorSchema,
        409: apiErrorSchema,
        413: apiErrorSchema,
        429: apiErrorSchema,
        500: apiErrorSchema,
      },
    },
    handler: async (request) => {
      const session = await request.getSession();
      const language = String(request.headers['content-language'] ?? '').toLowerCase();
      const receipt = await submitEscalation(
        { db: app.db, teamAddress: app.config.mail.escalationTeamAddress },
        {
          userId: session?.kind === 'customer' ? session.userId : null,
          requestId: request.id,
          locale: language.startsWith('es') ? 'es-us' : 'en-us',
          idempotencyKey: request.headers['idempotency-key'],
        },
        request.body,
      );
      request.log.info(
        { reference: receipt.reference },
        receipt.alreadyReceived ? 'escalation already received' : 'escalation stored',
      );
      return { refId: receipt.reference };
    },
  });
}
