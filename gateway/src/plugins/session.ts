import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, touchSession, type Session } from '../sessions/session-store.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, looked up in the store once per request, only when something asks. */
    getSession(): Promise<Session | null>;
  }
  interface FastifyReply {
    setSessionCookie(id: string, expiresAt: Date): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

const memo = new WeakMap<FastifyRequest, Promise<Session | null>>();

/** The answer to a request, for dropping a stale session cookie from it wherever the session is looked up. */
const kAnswer = Symbol('the answer to this request');
interface Answered {
  [kAnswer]: FastifyReply | null;
}

async function sessionPlugin(app: FastifyInstance) {
  const { config } = app;
  app.decorateRequest(kAnswer, null);
  app.addHook('onRequest', function linkAnswer(request, reply, done) {
    (request as unknown as Answered)[kAnswer] = reply;
    done();
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
            // a forged, expired or signed-out cookie is dropped from the browser with this answer (a new session set
            // on it later replaces the drop)
            else (this as unknown as Answered)[kAnswer]?.clearSessionCookie();
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
    return this.setCookie(SESSION_COOKIE, id, { ...cookieOptions(this.request), expires: expiresAt });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['store', 'cookies'] });
