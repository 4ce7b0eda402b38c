import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/db.ts';

/** A signed-in person as the gateway sees them, loaded from the store on each request that needs it. */
export interface Session {
  idHash: string;
  userId: number;
  username: string;
  displayName: string;
  kind: 'employee' | 'customer';
  roles: string[];
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** Session ids carry 256 bits from the secure generator; the store keeps only their SHA-256. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

export async function createSession(
  db: Queryable,
  userId: number,
  ttlMinutes: number,
): Promise<{ id: string; csrfToken: string; expiresAt: Date }> {
  const id = newSessionId();
  const csrfToken = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into sessions (id_hash, user_id, csrf_token, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4)) returning expires_at`,
    [hashSessionId(id), userId, csrfToken, ttlMinutes],
  );
  return { id, csrfToken, expiresAt: new Date(rows[0]!.expires_at) };
}

/** The live session for a cookie value, or null when unknown, expired or idle too long. */
export async function findSession(db: Queryable, id: string, idleMinutes: number): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const { rows } = await db.query<{
    id_hash: string;
    user_id: number;
    username: string;
    display_name: string;
    kind: 'employee' | 'customer';
    roles: string[];
    csrf_token: string;
    expires_at: Date;
    last_seen_at: Date;
  }>(
    `select s.id_hash, s.user_id::int as user_id, u.username, u.display_name, u.kind, u.roles, s.csrf_token,
            s.expires_at, s.last_seen_at
       from sessions s join users u on u.id = s.user_id
      where s.id_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => $2)`,
    [hashSessionId(id), idleMinutes],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    idHash: r.id_hash,
    userId: r.user_id,
    username: r.username,
    displayName: r.display_name,
    kind: r.kind,
    roles: r.roles,
    csrfToken: r.csrf_token,
    expiresAt: new Date(r.expires_at),
    lastSeenAt: new Date(r.last_seen_at),
  };
}

/**
 * How stale a session's last use may be before a request writes it again: a tenth of the idle window, at most a
 * minute, at least a second. A session used more often than its idle window then never idles out (it may end at
 * most this much early), and a busy session still costs one write per interval, not one per request.
 */
export function touchIntervalMs(idleMinutes: number): number {
  return Math.min(60_000, Math.max(1_000, (idleMinutes * 60_000) / 10));
}

/** Keeps an active session from idling out (see touchIntervalMs for how often that is written). */
export async function touchSession(db: Queryable, session: Session, idleMinutes: number): Promise<void> {
  if (Date.now() - session.lastSeenAt.getTime() < touchIntervalMs(idleMinutes)) return;
  await db.query('update sessions set last_seen_at = now() where id_hash = $1', [session.idHash]);
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('delete from sessions where id_hash = $1', [idHash]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('delete from sessions where expires_at < now()');
}
