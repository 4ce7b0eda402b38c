import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_GROUP, SIGN_IN_COOKIES, serializeAuthState, serializeSessionCookie } from '@carrier/shared/access';
import type { Session } from '../../sessions/session-store.ts';
import type { Queryable } from '../../store/db.ts';

/**
 * 002 §3, §6: the cookies the customer site's sign-in helpers read — the session cookie with the group list (UG,
 * including Auth) and the FANID, and the auth-state cookie with the expiry after a colon. They are readable by
 * scripts on purpose and carry no secret; the session itself is the HttpOnly `sid` cookie.
 */
function options(request: FastifyRequest, expires?: Date) {
  const mode = request.server.config.session.cookieSecure;
  const secure = mode === 'always' || (mode === 'auto' && request.protocol === 'https');
  return { path: '/', httpOnly: false, sameSite: 'lax' as const, secure, ...(expires ? { expires } : {}) };
}

/**
 * When the session ends if the customer does nothing more: its absolute end, or sooner once it has been idle for
 * the idle limit. The auth-state cookie carries this, so signed-in detection (002 §6) turns false about when the
 * gateway stops accepting the session; every GET /auth/me moves it on again.
 */
export function signedInUntil(absoluteEnd: Date, idleMinutes: number, now: number = Date.now()): Date {
  return new Date(Math.min(absoluteEnd.getTime(), now + idleMinutes * 60_000));
}

export async function setCustomerCookies(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { username: string; expiresAt: Date },
): Promise<void> {
  const { rows } = await db.query<{ fan_id: string | null }>(
    'select d.fan_id from customer_auth_details d join users u on u.id = d.user_id where u.username = $1',
    [user.username],
  );
  const fanId = rows[0]?.fan_id ?? null;
  reply.setCookie(
    SIGN_IN_COOKIES.session,
    serializeSessionCookie({ groups: [AUTH_GROUP, 'Customer'], fanId }),
    options(request, user.expiresAt),
  );
  reply.setCookie(
    SIGN_IN_COOKIES.authState,
    serializeAuthState(user.username, user.expiresAt.getTime()),
    options(request, user.expiresAt),
  );
}

export function clearCustomerCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SIGN_IN_COOKIES.session, options(request));
  reply.clearCookie(SIGN_IN_COOKIES.authState, options(request));
}

/**
 * 002 §6: the sign-in helpers' cookies follow the session, which a who-am-I answer (GET /auth/me, /auth/session, a
 * server-rendered page) has just kept alive. Employees have none.
 */
export async function followCustomerSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
): Promise<void> {
  if (session.kind !== 'customer') return;
  await setCustomerCookies(app.db, request, reply, {
    username: session.username,
    expiresAt: signedInUntil(session.expiresAt, app.config.session.idleMinutes),
  });
}
