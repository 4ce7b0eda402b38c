import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { commonDataSchema, FORM_LIMITS, retailerResultSchema } from '@carrier/shared/forms';
import { submissionReceiptSchema } from '@carrier/shared/core';
import { submissionKeyHeaders } from './submission-headers.ts';
import { submitForm } from './webform-service.ts';

/**
 * 002 §7 generic form endpoints, under /msapi/microsites-orch-nodems/v1. One route serves every web form: the
 * stored definition (page path + form id in the query) says whether it is a default or an authorized-retailer
 * form, and its api URL must be this path.
 */
export default async function formsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/webform/:formKey', {
    config: { access: 'public' },
    // the largest legal form fits; a larger body is refused before it is read
    bodyLimit: FORM_LIMITS.bodyBytes,
    schema: {
      tags: ['forms'],
      summary: 'Submit a generic form (default type: formdata chunks; authorizedRetailerForm: one property per field)',
      params: z.object({ formKey: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/) }),
      querystring: z.object({
        pagePath: z.string().min(1).max(500).startsWith('/'),
        formId: z.string().min(1).max(100),
      }),
      headers: submissionKeyHeaders,
      body: z.object({ CommonData: commonDataSchema, source: z.string().max(100) }).catchall(z.unknown()),
      response: {
        200: z.union([
          retailerResultSchema.extend({ submissionId: z.string() }).extend(submissionReceiptSchema.shape),
          z.object({ submissionId: z.string() }).extend(submissionReceiptSchema.shape),
        ]),
        400: apiErrorSchema,
        404: apiErrorSchema,
        409: apiErrorSchema,
        413: apiErrorSchema,
        429: apiErrorSchema,
        500: apiErrorSchema,
      },
    },
    handler: async (request) => {
      const session = await request.getSession();
      const result = await submitForm(app.db, {
        endpoint: request.url.split('?')[0]!.replace(/\/+$/, ''),
        pagePath: request.query.pagePath,
        formId: request.query.formId,
        body: request.body,
        userId: session?.userId ?? null,
        requestId: request.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      request.log.info(
        { form: request.query.formId, submission: result.submissionId, reference: result.reference },
        result.alreadyReceived ? 'form submission already received' : 'form submission stored',
      );
      const receipt = {
        submissionId: result.submissionId,
        reference: result.reference,
        alreadyReceived: result.alreadyReceived,
      };
      if (result.formType === 'authorizedRetailerForm') return { Result: result.Result, ...receipt };
      return receipt;
    },
  });
}
