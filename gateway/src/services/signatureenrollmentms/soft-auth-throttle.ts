import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorIds } from '@carrier/shared/core';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import {
  clearFailures,
  lockIfOver,
  readThrottle,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  slowDownMs,
  type ThrottlePolicy,
} from '../auth/index.ts';

/**
 * Soft-authentication attempts, counted and limited as sign-in's are (decision 016), in the same store table with
 * keys of their own: a wireless number from one address locks at LOGIN_MAX_FAILURES, an address over all numbers
 * at four times that, for LOGIN_LOCK_MINUTES; the number over all addresses only slows. So nobody's failures lock
 * a number for its owner elsewhere, and guessing the 10,000 SSN endings of one number stops after a handful.
 */
const ADDRESS_FACTOR = 4;

function keys(wirelessNumber: string, ip: string, policy: ThrottlePolicy) {
  return {
    locking: [
      { key: `softauth-pair:${wirelessNumber}|${ip}`, limit: policy.maxFailures },
      { key: `softauth-ip:${ip}`, limit: policy.maxFailures * ADDRESS_FACTOR },
    ],
    slowing: `softauth-number:${wirelessNumber}`,
  };
}

function tooManyAttempts(lockedUntil: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new HttpError(
    429,
    ErrorIds.tooManyAttempts,
    `Too many unsuccessful attempts. Please wait ${Math.ceil(seconds / 60)} minute(s) and try again.`,
    { 'Retry-After': String(seconds) },
  );
}

export interface SoftAuthAttempt {
  /** Call when the details matched: this number's counters start again. */
  succeeded(): Promise<void>;
  /** Call when they did not: counts the failure and locks a key that reached its limit. */
  failed(): Promise<void>;
}

/** Refuses a locked pair or address (429 with Retry-After); otherwise counts this attempt before any check. */
export async function beginSoftAuthAttempt(
  db: Queryable,
  input: { wirelessNumber: string; ip: string; log: FastifyBaseLogger },
  policy: ThrottlePolicy,
): Promise<SoftAuthAttempt> {
  const { locking, slowing } = keys(input.wirelessNumber, input.ip, policy);
  const lockKeys = locking.map((k) => k.key);
  const state = await readThrottle(db, lockKeys, policy.lockMinutes);
  if (state.lockedUntil) throw tooManyAttempts(state.lockedUntil);
  const slow = await readThrottle(db, [...lockKeys, slowing], policy.lockMinutes);
  const delay = slowDownMs(slow.failures, policy.slowAfter);
  if (delay) await sleep(delay);

  const lockLogged = async (key: string, limit: number) => {
    const until = await lockIfOver(db, key, limit, policy.lockMinutes);
    // the number and the address, never the SSN or ZIP tried
    if (until) input.log.warn({ counter: key.split(':')[0], address: input.ip, until }, 'soft authentication locked');
  };
  let over = false;
  for (const { key, limit } of locking) if ((await reserveAttempt(db, key, policy.lockMinutes)) > limit) over = true;
  if (over) {
    for (const { key, limit } of locking) await lockLogged(key, limit);
    const after = await readThrottle(db, lockKeys, policy.lockMinutes);
    throw tooManyAttempts(after.lockedUntil ?? new Date(Date.now() + policy.lockMinutes * 60_000));
  }
  return {
    async succeeded() {
      for (const { key } of locking) {
        if (key.startsWith('softauth-ip:')) await releaseAttempt(db, key);
        else await clearFailures(db, key);
      }
      await clearFailures(db, slowing);
    },
    async failed() {
      for (const { key, limit } of locking) await lockLogged(key, limit);
      await recordFailure(db, slowing, policy.lockMinutes);
    },
  };
}
