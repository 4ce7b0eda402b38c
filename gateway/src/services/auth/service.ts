import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
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
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  slowDownMs,
  type ThrottlePolicy,
} from './throttle.ts';
import { deleteStaleDevices, isKnownDevice, rememberDevice } from './known-devices.ts';

/** Addresses get more room than an account from one address: many people can share one office address. */
const ADDRESS_FACTOR = 4;

export interface SignInResult {
  sessionId: string;
  /** The browser's device token, now known to this account: the caller sets it as the device cookie. */
  deviceToken: string;
  me: MeResponse;
}

export interface SignInInput {
  username: string;
  password: string;
  ip: string;
  previousSessionHash?: string | undefined;
  /** The device cookie the browser sent, if any. */
  deviceToken?: string | undefined;
  /** Where lockouts are logged for operators (account and address; never the password). */
  log: FastifyBaseLogger;
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

/**
 * The counters one attempt is held to. From a device the account has signed in from before: that device's own
 * count alone (so nobody else's failures keep the owner out). From anywhere else: the account from this address and
 * the address over all accounts, which lock, and the account over all addresses, which only slows.
 */
function keysFor(input: SignInInput, known: boolean, policy: ThrottlePolicy) {
  const account = input.username.toLowerCase();
  const locking = known
    ? [
        {
          key: `device:${createHash('sha256').update(input.deviceToken!).digest('base64url')}`,
          limit: policy.maxFailures,
        },
      ]
    : [
        { key: `pair:${account}|${input.ip}`, limit: policy.maxFailures },
        { key: `ip:${input.ip}`, limit: policy.maxFailures * ADDRESS_FACTOR },
      ];
  return { locking, slowing: known ? [] : [`user:${account}`] };
}

export async function signIn(
  db: Db,
  input: SignInInput,
  policy: ThrottlePolicy & { ttlMinutes: number },
): Promise<SignInResult> {
  const account = input.username.toLowerCase();
  const lockLogged = async (key: string, limit: number) => {
    const until = await lockIfOver(db, key, limit, policy.lockMinutes);
    if (until) input.log.warn({ account, address: input.ip, counter: key.split(':')[0], until }, 'sign-in locked');
  };
  let known = await isKnownDevice(db, input.deviceToken, input.username);
  if (known) {
    // a known device whose own tries are used up signs in like any other browser
    const own = keysFor(input, true, policy).locking.map((k) => k.key);
    if ((await readThrottle(db, own, policy.lockMinutes)).lockedUntil) known = false;
  }
  const { locking, slowing } = keysFor(input, known, policy);
  const state = await readThrottle(
    db,
    locking.map((k) => k.key),
    policy.lockMinutes,
  );
  if (state.lockedUntil) throw tooManyAttempts(state.lockedUntil);
  const slow = await readThrottle(db, [...locking.map((k) => k.key), ...slowing], policy.lockMinutes);
  const delay = slowDownMs(slow.failures, policy.slowAfter);
  if (delay) await sleep(delay);

  // Each attempt is counted before its password is checked: a burst of simultaneous guesses gets no more tries
  // than the limit allows; the ones past it are refused unchecked, and lock the key.
  let over = false;
  for (const { key, limit } of locking) {
    if ((await reserveAttempt(db, key, policy.lockMinutes)) > limit) over = true;
  }
  if (over) {
    for (const { key, limit } of locking) await lockLogged(key, limit);
    const after = await readThrottle(
      db,
      locking.map((k) => k.key),
      policy.lockMinutes,
    );
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
    for (const { key, limit } of locking) await lockLogged(key, limit);
    for (const key of slowing) await recordFailure(db, key, policy.lockMinutes);
    throw new HttpError(401, ErrorIds.invalidCredentials, 'The user ID or password you entered is incorrect.');
  }
  // The owner is in: this account's counters start again; the address keeps its count of other accounts' failures.
  for (const { key } of locking) {
    if (key.startsWith('ip:')) await releaseAttempt(db, key);
    else await clearFailures(db, key);
  }
  await clearFailures(db, `user:${account}`);
  if (input.previousSessionHash) await deleteSession(db, input.previousSessionHash);
  await deleteExpiredSessions(db);
  await deleteStaleAttempts(db, policy.lockMinutes);
  await deleteStaleDevices(db);
  const deviceToken = await rememberDevice(db, input.deviceToken, user.id);
  const created = await createSession(db, user.id, policy.ttlMinutes);
  return {
    sessionId: created.id,
    deviceToken,
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
