import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../store/db.ts';

/** The HttpOnly cookie that marks a browser as one an account has signed in from before. */
export const DEVICE_COOKIE = 'known_device';
/** How long a device stays known after its last sign-in to an account. */
export const KNOWN_DEVICE_DAYS = 90;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether the device cookie's token has signed in to this account within KNOWN_DEVICE_DAYS. */
export async function isKnownDevice(db: Queryable, token: string | undefined, username: string): Promise<boolean> {
  if (!token || !TOKEN.test(token)) return false;
  const { rows } = await db.query(
    `select 1 from known_devices d join users u on u.id = d.user_id
      where d.token_hash = $1 and lower(u.username) = lower($2) and d.last_used_at > now() - make_interval(days => $3)`,
    [hashOf(token), username, KNOWN_DEVICE_DAYS],
  );
  return rows.length > 0;
}

/**
 * After a successful sign-in: the browser's device token (a new one when it has none, or none the store could
 * know), now known to this account too. Returns the token for the cookie.
 */
export async function rememberDevice(db: Queryable, token: string | undefined, userId: number): Promise<string> {
  // a token is kept only when the store issued it: a browser cannot pick its own
  const issued =
    token && TOKEN.test(token)
      ? (await db.query('select 1 from known_devices where token_hash = $1 limit 1', [hashOf(token)])).rows.length > 0
      : false;
  const kept = issued ? token! : randomBytes(32).toString('base64url');
  await db.query(
    `insert into known_devices (token_hash, user_id) values ($1, $2)
     on conflict (token_hash, user_id) do update set last_used_at = now()`,
    [hashOf(kept), userId],
  );
  return kept;
}

/** Forgets devices not used for KNOWN_DEVICE_DAYS (called now and then, beside expired sessions). */
export async function deleteStaleDevices(db: Queryable): Promise<void> {
  await db.query('delete from known_devices where last_used_at < now() - make_interval(days => $1)', [
    KNOWN_DEVICE_DAYS,
  ]);
}
