import type { Queryable } from '../../store/db.ts';

/**
 * Repeated sign-in failures, kept in the store so every gateway sees the same counters. Keys: `pair:<account>|<address>`
 * and `ip:<address>` lock (at `maxFailures`, and four times that, for `lockMinutes`); `user:<account>` only slows
 * (after `slowAfter` failures each try waits longer), so failures from elsewhere never lock an account's owner out;
 * `device:<token hash>` bounds the tries a known device gets.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  lockMinutes: number;
  slowAfter: number;
}

export interface ThrottleState {
  lockedUntil: Date | null;
  failures: number;
}

export async function readThrottle(db: Queryable, keys: string[], lockMinutes: number): Promise<ThrottleState> {
  const { rows } = await db.query<{ failures: number; locked_until: Date | null }>(
    `select failures, locked_until from login_attempts
      where key = any($1) and (first_failure_at > now() - make_interval(mins => $2) or locked_until > now())`,
    [keys, lockMinutes],
  );
  let failures = 0;
  let lockedUntil: Date | null = null;
  for (const r of rows) {
    failures = Math.max(failures, r.failures);
    if (r.locked_until && new Date(r.locked_until) > new Date()) {
      const until = new Date(r.locked_until);
      if (!lockedUntil || until > lockedUntil) lockedUntil = until;
    }
  }
  return { failures, lockedUntil };
}

/**
 * Counts one attempt against a key before its password is checked, in one statement, so attempts made at the same
 * moment (on one gateway or several) each see their own number and cannot all slip under the limit. Returns the
 * number of attempts in the key's current window, this one included.
 */
export async function reserveAttempt(db: Queryable, key: string, lockMinutes: number): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into login_attempts (key, failures, first_failure_at) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when login_attempts.first_failure_at < now() - make_interval(mins => $2)
                        and (login_attempts.locked_until is null or login_attempts.locked_until < now())
                       then 1 else login_attempts.failures + 1 end,
       first_failure_at = case when login_attempts.first_failure_at < now() - make_interval(mins => $2)
                                and (login_attempts.locked_until is null or login_attempts.locked_until < now())
                               then now() else login_attempts.first_failure_at end
     returning failures`,
    [key, lockMinutes],
  );
  return rows[0]!.failures;
}

/**
 * Locks a key whose attempts have reached its limit (after a failure, or an attempt over the limit). Returns the
 * end of the lock when this call set it (so it is logged once), else null.
 */
export async function lockIfOver(db: Queryable, key: string, limit: number, lockMinutes: number): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date }>(
    `update login_attempts set locked_until = now() + make_interval(mins => $3)
      where key = $1 and failures >= $2 and (locked_until is null or locked_until < now())
      returning locked_until`,
    [key, limit, lockMinutes],
  );
  return rows[0] ? new Date(rows[0].locked_until) : null;
}

/** Counts one failure against a key that only slows (the account's own counter), in the key's current window. */
export async function recordFailure(db: Queryable, key: string, lockMinutes: number): Promise<void> {
  await reserveAttempt(db, key, lockMinutes);
}

/** A reserved attempt that succeeded is not a failure: gives it back. */
export async function releaseAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('update login_attempts set failures = greatest(failures - 1, 0) where key = $1', [key]);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_attempts where key = $1', [key]);
}

/** Forgets attempts whose window and lock are both over (called now and then, beside expired sessions). */
export async function deleteStaleAttempts(db: Queryable, lockMinutes: number): Promise<void> {
  await db.query(
    `delete from login_attempts
      where first_failure_at < now() - make_interval(mins => $1) and (locked_until is null or locked_until < now())`,
    [lockMinutes],
  );
}

/** How long to hold a reply once failures pile up: 250 ms doubling, at most 2 s. */
export function slowDownMs(failures: number, slowAfter: number): number {
  if (failures < slowAfter) return 0;
  return Math.min(250 * 2 ** (failures - slowAfter), 2000);
}
