import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, meResponseSchema, sessionResponseSchema } from '@carrier/shared/access';
import { apiErrorSchema } from '@carrier/shared/core';
import { signIn, toMe } from './service.ts';
import { DEVICE_COOKIE, KNOWN_DEVICE_DAYS } from './known-devices.ts';
import { deleteSession } from '../../sessions/session-store.ts';
import { clearCustomerCookies, followCustomerSession, setCustomerCookies, signedInUntil } from './customer-cookies.ts';

/** /auth: sign-in, sign-out and who-am-I for employees and customers. */
export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

  r.post('/login', {
    // sign-in counts failures per account and address itself (LOGIN_*); the throttle bounds all sign-ins per address
    config: { access: 'public', csrfToken: false, writeThrottle: 'sign-in' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in; sets the session cookie',
      body: loginRequestSchema,
      response: { 200: meResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const previous = await request.getSession();
      const { sessionId, deviceToken, me } = await signIn(
        app.db,
        {
          ...request.body,
          ip: request.ip,
          previousSessionHash: previous?.idHash,
          deviceToken: request.cookie(DEVICE_COOKIE),
          log: request.log,
        },
        { ...app.config.login, ttlMinutes: app.config.session.ttlMinutes },
      );
      request.log.info({ user: me.username }, 'signed in');
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        path: '/auth/login',
        httpOnly: true,
        sameSite: 'strict',
        secure:
          app.config.session.cookieSecure === 'always' ||
          (app.config.session.cookieSecure === 'auto' && request.protocol === 'https'),
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      });
      if (me.kind === 'customer') {
        await setCustomerCookies(app.db, request, reply, {
          username: me.username,
          expiresAt: signedInUntil(new Date(me.expiresAt), app.config.session.idleMinutes),
        });
      } else if (previous?.kind === 'customer') {
        clearCustomerCookies(request, reply);
      }
      return reply.setSessionCookie(sessionId, new Date(me.expiresAt)).send(me);
    },
  });

  r.post('/logout', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Sign out; ends the session in the store',
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const session = await request.getSession();
      if (session) await deleteSession(app.db, session.idHash);
      if (session?.kind === 'customer') clearCustomerCookies(request, reply);
      return reply.clearSessionCookie().code(204).send(null);
    },
  });

  r.get('/me', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Who is signed in, their roles and the CSRF token',
      response: { 200: meResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const session = (await request.getSession())!;
      await followCustomerSession(app, request, reply, session);
      return toMe(session);
    },
  });

  r.get('/session', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Whether anyone is signed in: 200 either way, with who it is (as /auth/me) when signed in',
      response: { 200: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      const session = await request.getSession();
      if (!session) return { signedIn: false as const };
      await followCustomerSession(app, request, reply, session);
      return { signedIn: true as const, me: toMe(session) };
    },
  });
}
