import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fanTokenRequestSchema,
  fanWebStatusRequestSchema,
  fanWebStatusResponseSchema,
  tokenResponseSchema,
  validateFansResponseSchema,
} from '@carrier/shared/fan-tools';
import { generateFanToken, setFanWebStatus } from './fan-service.ts';
import { errorReplies, TAG, toolContext } from './route-kit.ts';
import { validateFans } from './service.ts';
import { tokenLinkFor } from './token-link.ts';

/** 002 §7: the single-FAN calls of the Signature profile tool. */
export default async function fanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/fan/validate', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary:
        "Validate the FAN ids entered in 'Add FANs' (commas or spaces, at most 50): profiles found, and the ids malformed or unknown",
      querystring: z.object({ fanIds: z.string().min(1).max(2000) }),
      response: { 200: validateFansResponseSchema, ...errorReplies },
    },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await validateFans(app.db, request.query.fanIds, tokenLinkFor(request, app.config.publicOrigin))),
    }),
  });

  r.post('/fan/token/generate', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary: "Replace a FAN's token link (the old link stops working at once); needs a reason for change",
      body: fanTokenRequestSchema,
      response: { 200: tokenResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { fanId, updateReason } = request.body;
      return {
        status: 'success' as const,
        ...(await generateFanToken(await toolContext(app, request), fanId, updateReason)),
      };
    },
  });

  r.post('/fan/update/webstatus', {
    config: { access: 'write_fpt' },
    schema: {
      tags: [TAG],
      summary: "Turn a FAN's web status on (onlExpStatus 'Active') or off ('Inactive'), with a reason for change",
      body: fanWebStatusRequestSchema,
      response: { 200: fanWebStatusResponseSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { fanId, enableStatus, reason } = request.body;
      return {
        status: 'success' as const,
        ...(await setFanWebStatus(await toolContext(app, request), fanId, enableStatus, reason)),
      };
    },
  });
}
