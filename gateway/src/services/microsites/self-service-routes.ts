import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { SIGN_IN_PATHS } from '@carrier/shared/access';
import { apiErrorSchema } from '@carrier/shared/core';
import { sameSitePath } from '@carrier/shared/access';
import {
  LOGIN_STATUS,
  loginStatusResponseSchema,
  profileResponseSchema,
  submitAcceptedSchema,
  waiverSubmitSchema,
} from '@carrier/shared/self-service';
import { MILITARY_ORDERS_AREA, StoreFileStore } from '../../files/file-store.ts';
import { submissionKeyHeaders } from './submission-headers.ts';
import { uploadBusy } from '../../files/upload-gate.ts';
import { MILITARY_MULTIPART_LIMITS, receiveMilitaryUpload } from './receive-military.ts';
import { submitMilitary, submitWaiver, type SubmitContext } from './self-service-service.ts';
import { loadProfile } from './self-service-store.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  408: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/** How long a military submission refused for a busy gateway is asked to wait. */
const MILITARY_BUSY_RETRY_S = 5;

/**
 * 000 §6, §7 self-service calls under /msapi/microsites-orch-nodems/v1: the waiver's {loginApi}, the profile
 * ({api} and the military profile call), the waiver's {submitApi} and the military webform. Every answer and every
 * check reads the session's customer only.
 */
export default async function selfServiceRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: MILITARY_MULTIPART_LIMITS, throwFileSizeLimit: false });
  const files = new StoreFileStore(app.db, MILITARY_ORDERS_AREA);
  const ctx = (request: FastifyRequest): SubmitContext => ({
    db: app.db,
    files,
    teamAddress: app.config.mail.teamAddress,
    log: request.log,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/profile/login-status', {
    config: { access: 'public' },
    schema: {
      tags: ['self-service'],
      summary: "The waiver's login status: DONE for a signed-in customer, else LOGIN with the sign-in URL",
      querystring: z.object({ returnurl: z.string().max(2000).optional() }),
      response: { 200: loginStatusResponseSchema },
    },
    handler: async (request, reply) => {
      const session = await request.getSession();
      reply.header('Cache-Control', 'private, no-store');
      const back = sameSitePath(request.query.returnurl);
      const loginUrl = back
        ? `${SIGN_IN_PATHS.customer}?returnurl=${encodeURIComponent(back)}`
        : SIGN_IN_PATHS.customer;
      return {
        content: { destinationPage: session?.kind === 'customer' ? LOGIN_STATUS.done : LOGIN_STATUS.login, loginUrl },
      };
    },
  });

  r.get('/profile/no-cases', {
    config: { access: 'customer' },
    schema: {
      tags: ['self-service'],
      summary: "The signed-in customer's profile: user and services with their lines",
      response: { 200: profileResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('Cache-Control', 'private, no-store');
      return loadProfile(app.db, session.userId);
    },
  });

  r.post('/waiver/submit', {
    config: { access: 'customer' },
    schema: {
      tags: ['self-service'],
      summary: 'Submit a waiver request (resume, suspend or cancel services) for the signed-in customer',
      headers: submissionKeyHeaders,
      body: waiverSubmitSchema,
      response: { 200: submitAcceptedSchema, ...errors },
    },
    handler: async (request) => {
      const session = (await request.getSession())!;
      const receipt = await submitWaiver(
        ctx(request),
        {
          userId: session.userId,
          username: session.username,
          requestId: request.id,
          idempotencyKey: request.headers['idempotency-key'],
        },
        request.body,
      );
      request.log.info(
        { waiverRequest: receipt.id, reference: receipt.reference, type: request.body.requestType },
        receipt.alreadyReceived ? 'waiver request already received' : 'waiver request stored',
      );
      return {
        accepted: true,
        requestId: receipt.id,
        reference: receipt.reference,
        alreadyReceived: receipt.alreadyReceived,
      };
    },
  });

  r.post('/webform/email/militaryWebform', {
    config: { access: 'customer', requestTime: 'upload' },
    schema: {
      tags: ['self-service'],
      summary: 'Submit the military cancel or restore form (multipart, with the deployment orders for cancel)',
      description:
        'multipart/form-data with the text fields of 000 §3 (lists and serviceMemberInfo as JSON) and, for cancel, one `file` ' +
        '(pdf, jpeg, png, doc, rtf, txt, docx, bmp, gif or zip; at most 5000 × 1000 bytes; judged by its content alone, ' +
        'whatever its name or declared type; a ZIP or Word file is inspected and refused with 422 when what it holds cannot be accepted).',
      consumes: ['multipart/form-data'],
      headers: submissionKeyHeaders,
      response: { 200: submitAcceptedSchema, ...errors },
    },
    handler: async (request) => {
      const session = (await request.getSession())!;
      // a place is taken once the body has arrived (the request time rules cut a trickling one first)
      const gate = app.uploadGates.military;
      if (gate.full) throw uploadBusy(MILITARY_BUSY_RETRY_S);
      const upload = await receiveMilitaryUpload(request);
      const outcome = await gate.run(() =>
        submitMilitary(
          ctx(request),
          {
            userId: session.userId,
            username: session.username,
            requestId: request.id,
            idempotencyKey: request.headers['idempotency-key'],
          },
          upload,
        ),
      );
      if (!outcome) throw uploadBusy(MILITARY_BUSY_RETRY_S);
      const receipt = outcome.value;
      request.log.info(
        { militaryRequest: receipt.id, reference: receipt.reference },
        receipt.alreadyReceived
          ? 'military request already received'
          : 'military request stored; team e-mail queued in the outbox',
      );
      return {
        accepted: true,
        requestId: receipt.id,
        reference: receipt.reference,
        alreadyReceived: receipt.alreadyReceived,
      };
    },
  });
}
