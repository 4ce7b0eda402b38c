import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../store/db.ts';

/** Expired counters are deleted after this many counts on one gateway, so the table holds only live windows. */
const SWEEP_EVERY = 1000;

/**
 * Counts one write under a key in one atomic upsert: a window that has ended starts again at 1, an open one counts
 * on. Answers the count and the milliseconds until the window ends (@fastify/rate-limit's { current, ttl }).
 */
export async function countWrite(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.query<{ hits: number; ttl_ms: number }>(
    `insert into write_counters as c (key, hits, resets_at) values ($1, 1, now() + $2::int * interval '1 millisecond')
     on conflict (key) do update set
       hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
       resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
     returning hits, greatest(0, extract(epoch from (resets_at - now())) * 1000)::float8 as ttl_ms`,
    [key, windowMs],
  );
  const row = rows[0]!;
  return { current: row.hits, ttl: Math.ceil(Number(row.ttl_ms)) };
}

/** Deletes the counters whose window has ended. */
export async function sweepWriteCounters(db: Queryable): Promise<void> {
  await db.query('delete from write_counters where resets_at <= now()');
}

/**
 * @fastify/rate-limit's store interface over the write_counters table: every gateway on the store counts in the
 * same rows, so two gateways refuse as one.
 */
export function writeCounterStore(db: Queryable, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let counted = 0;
  class WriteCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (++counted % SWEEP_EVERY === 0)
        sweepWriteCounters(db).catch((err: unknown) => log.warn({ err }, 'write counters: sweep failed'));
      countWrite(db, key, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return WriteCounterStore;
}
