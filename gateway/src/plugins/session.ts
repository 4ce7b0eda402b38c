import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { findSession, touchSession, type Session } from '../sessions/session-store.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, looked up in the store once per request, only when something asks. */
    getSession(): Promise<Session | null>;
    /** A cookie the request carries; the Cookie header is read when a cookie is first asked for (most never are). */
    cookie(name: string): string | undefined;
  }
  interface FastifyReply {
    setSessionCookie(id: string, expiresAt: Date): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

const memo = new WeakMap<FastifyRequest, Promise<Session | null>>();

async function sessionPlugin(app: FastifyInstance) {
  const staleCookie = new WeakSet<FastifyRequest>();
  // A forged, expired or signed-out cookie is dropped from the browser on the way out: before the cookie plugin's
  // own onSend hook, which writes out the cookies set so far.
  app.addHook('onSend', function dropStaleCookie(request, reply, payload, done) {
    if (staleCookie.has(request)) reply.clearSessionCookie();
    done(null, payload);
  });
  // Setting cookies on answers; reading them is left to request.cookie below, so a request that reads none (most
  // of them, /healthz among them) parses none.
  await app.register(cookie, { hook: false });
  const { config } = app;

  app.decorateRequest('cookie', function cookie(this: FastifyRequest, name: string) {
    // null until a cookie is read here or one is set on the answer (which parses them the same way)
    let cookies = this.cookies as FastifyRequest['cookies'] | null;
    if (cookies === null) {
      const header = this.headers.cookie;
      cookies = this.cookies = header ? app.parseCookie(header) : {};
    }
    return cookies[name];
  });

  const secure = (request: FastifyRequest) =>
    config.session.cookieSecure === 'always' ||
    (config.session.cookieSecure === 'auto' && request.protocol === 'https');

  app.decorateRequest('getSession', function getSession(this: FastifyRequest) {
    let pending = memo.get(this);
    if (!pending) {
      const id = this.cookie(SESSION_COOKIE);
      pending = id
        ? findSession(app.db, id, config.session.idleMinutes).then(async (s) => {
            if (s) await touchSession(app.db, s, config.session.idleMinutes);
            else staleCookie.add(this);
            return s;
          })
        : Promise.resolve(null);
      memo.set(this, pending);
    }
    return pending;
  });

  const cookieOptions = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) }) as const;

  app.decorateReply('setSessionCookie', function (this: FastifyReply, id: string, expiresAt: Date) {
    staleCookie.delete(this.request);
    return this.setCookie(SESSION_COOKIE, id, { ...cookieOptions(this.request), expires: expiresAt });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    staleCookie.delete(this.request);
    return this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['store'] });
