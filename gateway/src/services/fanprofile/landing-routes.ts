import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_COOKIES, serializeFanSessionCookie } from '@carrier/shared/access';
import { apiErrorSchema } from '@carrier/shared/core';
import { landingResponseSchema } from '@carrier/shared/fan-tools';
import { resolveLanding, resolveLandingByFan } from './landing-service.ts';

/** The fan session cookie (001 §3, decision 017): readable by the pages, no secret, for the browser session. */
function fanSessionOptions(request: FastifyRequest) {
  const mode = request.server.config.session.cookieSecure;
  const secure = mode === 'always' || (mode === 'auto' && request.protocol === 'https');
  return { path: '/', httpOnly: false, sameSite: 'lax' as const, secure };
}

const landingQuery = z
  .object({
    iruToken: z.string().min(1).max(512).optional(),
    fanId: z.string().min(1).max(32).optional(),
    // 001 §7: the fixed sales source and redirect=false the enrollment sends; this gateway never redirects here
    src: z.string().max(64).optional(),
    redirect: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => (q.iruToken === undefined) !== (q.fanId === undefined), {
    message: 'Give either iruToken or fanId.',
  });

/**
 * 002 §7 fan landing: the customer site opens a FAN's or a group's token link (public; the token is the key); 001
 * §7, 000 §7 the same call by token or by fanId sets the GNSESS fan session cookie when it lands on a FAN, and a
 * failed landing removes it.
 */
export default async function landingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/fan/landing', {
    config: { access: 'public' },
    schema: {
      tags: ['fanprofile'],
      summary:
        'What a token link (iruToken) or a FAN (fanId) opens, setting the GNSESS cookie for a FAN; a replaced or unknown token: 404 TOKEN_INVALID, an unknown FAN: 404 FAN_NOT_FOUND',
      querystring: landingQuery,
      response: { 200: landingResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
      const { iruToken, fanId } = request.query;
      try {
        const landing = iruToken ? await resolveLanding(app.db, iruToken) : await resolveLandingByFan(app.db, fanId!);
        if (landing.fan)
          reply.setCookie(SIGN_IN_COOKIES.fanSession, serializeFanSessionCookie(landing.fan.id), {
            ...fanSessionOptions(request),
            // the serialiser has URL-encoded the JSON already
            encode: (v: string) => v,
          });
        return { status: 'success' as const, ...landing };
      } catch (err) {
        reply.clearCookie(SIGN_IN_COOKIES.fanSession, fanSessionOptions(request));
        throw err;
      }
    },
  });
}
