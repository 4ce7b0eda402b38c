import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db.ts';

/**
 * When the embedded store is looked over: at most once a minute, once it has had nothing to do for 5 s (a look can
 * hold it for a second after a large change, so it waits for a pause between requests), and at least every ten
 * minutes however busy it is. Checked every 5 s, on the monotonic clock (a system clock set back delays nothing).
 */
export const UPKEEP_TIMING = { everyMs: 60_000, quietMs: 5_000, atMostMs: 600_000, checkMs: 5_000 };

/**
 * PostgreSQL's own autovacuum thresholds (its defaults): a table is vacuumed once its dead rows pass 50 + 20% of
 * its rows, and analyzed once its changed rows pass 50 + 10%. (A server also vacuums a table after many inserts,
 * to mark its pages all-visible; here that would hold every other request a second after a large upload, to save
 * little, so rows only added are analyzed, not vacuumed.)
 */
const VACUUM = { base: 50, scale: 0.2 };
const ANALYZE = { base: 50, scale: 0.1 };

interface TableStats {
  name: string;
  rows: number;
  dead: number;
  changed: number;
}

export interface Upkeep {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * What a PostgreSQL server's autovacuum does, for the embedded store, which has none: a table whose rows were
 * deleted or replaced is vacuumed (its space reused, its indexes cleaned), and one that changed much is analyzed
 * (its statistics, which the planner chooses by, brought up to date). Without it, every update of a session, a
 * write counter or a FAN would leave its old row behind for good, and the planner would go on judging a table of
 * 100,000 FANs by the statistics of an empty one. Each table is done in a statement of its own, between other
 * requests (PGlite runs one at a time); the longest, after a 50,000-row upload, analyzes its FANs in about a second.
 */
export async function upkeepOnce(db: Db): Promise<Upkeep> {
  // a statement's counts reach the statistics views only once reported, which an idle embedded store may never do
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<TableStats>(
    `select format('%I', s.relname) as name, greatest(c.reltuples, s.n_live_tup, 0)::float8 as rows,
            s.n_dead_tup::float8 as dead, s.n_mod_since_analyze::float8 as changed
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
      order by s.relname`,
  );
  const done: Upkeep = { vacuumed: [], analyzed: [] };
  for (const t of rows) {
    const past = (bound: { base: number; scale: number }, count: number) => count > bound.base + bound.scale * t.rows;
    const analyze = past(ANALYZE, t.changed);
    if (past(VACUUM, t.dead)) {
      await db.exec(`vacuum ${analyze ? '(analyze) ' : ''}${t.name}`);
      done.vacuumed.push(t.name);
      if (analyze) done.analyzed.push(t.name);
    } else if (analyze) {
      await db.exec(`analyze ${t.name}`);
      done.analyzed.push(t.name);
    }
  }
  return done;
}

/**
 * Looks the embedded store over as UPKEEP_TIMING says (a PostgreSQL server's autovacuum needs no help). One look at
 * a time; the timer never keeps the process alive; what was done is logged for operators. Answers a stop function
 * that waits for a look under way.
 */
export function startUpkeep(
  db: Db,
  log: FastifyBaseLogger,
  timing: typeof UPKEEP_TIMING = UPKEEP_TIMING,
): () => Promise<void> {
  if (db.kind !== 'pglite') return async () => undefined;
  let running: Promise<void> | null = null;
  let lastLook = performance.now();
  const look = () => {
    if (running) return;
    const since = performance.now() - lastLook;
    const quiet = (db.quietForMs?.() ?? Infinity) >= timing.quietMs;
    if (since < timing.everyMs || (!quiet && since < timing.atMostMs)) return;
    lastLook = performance.now();
    running = upkeepOnce(db)
      .then((done) => {
        if (done.vacuumed.length || done.analyzed.length) log.info(done, 'store upkeep');
      })
      .catch((err: unknown) => log.warn({ err }, 'store upkeep failed'))
      .finally(() => {
        lastLook = performance.now();
        running = null;
      });
  };
  const timer = setInterval(look, timing.checkMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
