import { setTimeout as sleep } from 'node:timers/promises';
import { type MeResponse } from '@carrier/shared/access';
import { ErrorIds } from '@carrier/shared/core';
import type { Db } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { DUMMY_HASH, verifyPassword } from '../../sessions/passwords.ts';
import { createSession, deleteExpiredSessions, deleteSession, type Session } from '../../sessions/session-store.ts';
import {
  clearFailures,
  deleteStaleAttempts,
  lockIfOver,
  readThrottle,
  releaseAttempt,
  reserveAttempt,
  slowDownMs,
  type ThrottlePolicy,
} from './throttle.ts';

/** Addresses get more room than accounts: many people can share one office address. */
const ADDRESS_FACTOR = 4;

export interface SignInResult {
  sessionId: string;
  me: MeResponse;
}

function tooManyAttempts(lockedUntil: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new HttpError(
    429,
    ErrorIds.tooManyAttempts,
    `Too many unsuccessful sign-in attempts. Please wait ${Math.ceil(seconds / 60)} minute(s) and try again.`,
    { 'Retry-After': String(seconds) },
  );
}

export async function signIn(
  db: Db,
  input: { username: string; password: string; ip: string; previousSessionHash?: string | undefined },
  policy: ThrottlePolicy & { ttlMinutes: number },
): Promise<SignInResult> {
  const userKey = `user:${input.username.toLowerCase()}`;
  const ipKey = `ip:${input.ip}`;
  const addressLimit = policy.maxFailures * ADDRESS_FACTOR;
  const state = await readThrottle(db, [userKey, ipKey], policy.lockMinutes);
  if (state.lockedUntil) throw tooManyAttempts(state.lockedUntil);
  const delay = slowDownMs(state.failures, policy.slowAfter);
  if (delay) await sleep(delay);

  // Each attempt is counted before its password is checked: a burst of simultaneous guesses gets no more tries
  // than the limit allows; the ones past it are refused unchecked, and lock the key.
  const userAttempts = await reserveAttempt(db, userKey, policy.lockMinutes);
  const addressAttempts = await reserveAttempt(db, ipKey, policy.lockMinutes);
  if (userAttempts > policy.maxFailures || addressAttempts > addressLimit) {
    await lockIfOver(db, userKey, policy.maxFailures, policy.lockMinutes);
    await lockIfOver(db, ipKey, addressLimit, policy.lockMinutes);
    const after = await readThrottle(db, [userKey, ipKey], policy.lockMinutes);
    throw tooManyAttempts(after.lockedUntil ?? new Date(Date.now() + policy.lockMinutes * 60_000));
  }

  const { rows } = await db.query<{
    id: number;
    username: string;
    display_name: string;
    kind: 'employee' | 'customer';
    roles: string[];
    password_hash: string;
  }>(
    'select id::int as id, username, display_name, kind, roles, password_hash from users where lower(username) = lower($1)',
    [input.username],
  );
  const user = rows[0];
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) {
    await lockIfOver(db, userKey, policy.maxFailures, policy.lockMinutes);
    await lockIfOver(db, ipKey, addressLimit, policy.lockMinutes);
    throw new HttpError(401, ErrorIds.invalidCredentials, 'The user ID or password you entered is incorrect.');
  }
  await clearFailures(db, userKey);
  await releaseAttempt(db, ipKey);
  if (input.previousSessionHash) await deleteSession(db, input.previousSessionHash);
  await deleteExpiredSessions(db);
  await deleteStaleAttempts(db, policy.lockMinutes);
  const created = await createSession(db, user.id, policy.ttlMinutes);
  return {
    sessionId: created.id,
    me: {
      username: user.username,
      displayName: user.display_name,
      kind: user.kind,
      roles: user.roles,
      csrfToken: created.csrfToken,
      expiresAt: created.expiresAt.toISOString(),
    },
  };
}

export function toMe(session: Session): MeResponse {
  return {
    username: session.username,
    displayName: session.displayName,
    kind: session.kind,
    roles: session.roles,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}
