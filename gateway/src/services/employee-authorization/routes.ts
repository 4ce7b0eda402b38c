import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { effectiveRoles, verifyQuerySchema, verifyResponseSchema, type AuthSource } from '@carrier/shared/access';
import { apiErrorSchema } from '@carrier/shared/core';

/** 002 §6, §7: source fpt needs a fan-tools role, fupt needs edit_fanUpload. */
const ROLE_FOR_SOURCE: Record<AuthSource, readonly string[]> = {
  fpt: ['read_fpt', 'write_fpt'],
  fupt: ['edit_fanUpload'],
};

/**
 * GET user/verify: the employee authorization call the console makes on load. It answers from the session:
 * no session → 401 with Location (login redirect); signed in → status, roles (comma-separated) and code.
 */
export default async function employeeAuthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/user/verify', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['employee-authorization'],
      summary: 'Verify the signed-in employee for a tool (source fpt: fan tools, fupt: fan upload)',
      querystring: verifyQuerySchema,
      response: { 200: verifyResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request) => {
      const session = (await request.getSession())!;
      const held = session.kind === 'employee' ? [...effectiveRoles(session.roles)] : [];
      const authorized = held.some((r) => ROLE_FOR_SOURCE[request.query.source].includes(r));
      return {
        status: authorized ? ('AUTHORIZED' as const) : ('UNAUTHORIZED' as const),
        roles: session.kind === 'employee' ? session.roles.join(',') : '',
        code: authorized ? 200 : 403,
      };
    },
  });
}
