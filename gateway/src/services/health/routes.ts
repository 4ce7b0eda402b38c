import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { connectedCarFlagsSchema } from '@carrier/shared/connected-car';
import { enrollmentFlagsSchema, verificationFlagsSchema } from '@carrier/shared/discount-program';

/** /healthz: the process answers. /readyz: the store answers too. /config/flags: the feature flags the apps read. */
export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Probed often by load balancers: its answer is fixed and small, so it is written with JSON.stringify (the schema
  // stays for the docs and the types) and never goes through compression, which would leave it as it is anyway.
  r.get('/healthz', {
    config: { access: 'public' },
    compress: false,
    schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } },
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/readyz', {
    config: { access: 'public' },
    schema: {
      tags: ['operations'],
      response: { 200: z.object({ status: z.literal('ready'), store: z.string() }), 503: apiErrorSchema },
    },
    handler: async (request, reply) => {
      try {
        await app.db.query('select 1');
        return { status: 'ready' as const, store: app.db.kind };
      } catch (err) {
        request.log.error({ err }, 'store not ready');
        return reply.code(503).send({ errorId: 'NOT_READY', message: 'The store is not answering.', status: 503 });
      }
    },
  });
  r.get('/config/flags', {
    config: { access: 'public' },
    schema: {
      tags: ['operations'],
      summary: 'Feature flags the apps read (002 §6, §7; 001 enrollment)',
      response: {
        200: z
          .object({
            newFanProfilesApi: z.boolean(),
            newEmployeeAuthApi: z.boolean(),
            fanProfileCloudApi: z.boolean(),
            offersProductsApi: z.boolean(),
            // 002 §7: where the curbside page posts a BOPIS check-in
            curbsideBopisUrl: z.string(),
            instantOnOffer: z.boolean(),
            implicitFullAddressCheck: z.boolean(),
            // named by 002 §6 without a behaviour: handed over as configured
            v1Flyout: z.boolean(),
            bsseSignature: z.boolean(),
            signatureProgramGating: z.boolean(),
            deviceType2OemRedirect: z.boolean(),
            signatureRedesign: z.boolean(),
            signatureChicletMenu: z.boolean(),
          })
          .extend(enrollmentFlagsSchema.shape)
          .extend(verificationFlagsSchema.shape)
          .extend(connectedCarFlagsSchema.shape),
      },
    },
    handler: async () => ({
      ...app.config.flags,
      enrollmentSalesApi: app.config.enrollment.salesApi,
      enrollmentShieldSoftAuth: app.config.enrollment.shieldSoftAuth,
      enrollmentCallToOrder: app.config.enrollment.callToOrder,
      enrollmentSalesPhone: app.config.enrollment.salesPhone,
      captchaScriptUrl: app.config.captcha.scriptUrl,
      ...app.config.verification.flags,
      curbsideBopisUrl: app.config.curbside.bopisUrl,
      ...app.config.connectedCar,
    }),
  });
}
