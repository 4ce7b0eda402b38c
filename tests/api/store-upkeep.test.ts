import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../gateway/src/store/db.ts';
import { migrate } from '../../gateway/src/store/migrate.ts';
import { startUpkeep, upkeepOnce } from '../../gateway/src/store/upkeep.ts';
import { sweepWriteCounters } from '../../gateway/src/plugins/write-counter-store.ts';

// The embedded store has no autovacuum of its own, whichever store the rest of the suite runs on.
let dataDir: string;
let db: Db;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-upkeep-'));
  db = await openDb({ dataDir });
  await migrate(db);
  await upkeepOnce(db); // what the migrations left
});

afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** 3,000 throttle counters whose windows have ended, then the sweep that deletes them (an attack's leftovers). */
async function countersComeAndGo(): Promise<void> {
  await db.query(
    `insert into write_counters (key, hits, resets_at)
     select 'address:198.51.100.' || g, 1, now() - interval '1 second' from generate_series(1, 3000) g`,
  );
  await sweepWriteCounters(db);
}

/** The table with its indexes and maps, or its rows alone ('main'). */
const tableSize = async (table: string, part: 'all' | 'main' = 'all') =>
  (
    await db.query<{ bytes: number }>(
      `select ${part === 'all' ? 'pg_total_relation_size' : 'pg_relation_size'}($1::regclass)::float8 as bytes`,
      [table],
    )
  ).rows[0]!.bytes;

describe('the embedded store kept as autovacuum would keep it', () => {
  it('vacuums a table whose rows were deleted, so the next rows reuse their space instead of growing it', async () => {
    await countersComeAndGo();
    expect(await upkeepOnce(db)).toEqual({ vacuumed: ['write_counters'], analyzed: ['write_counters'] });
    const { rows } = await db.query<{ dead: number; vacuumed: boolean }>(
      `select n_dead_tup::int as dead, last_vacuum is not null as vacuumed
         from pg_stat_user_tables where relname = 'write_counters'`,
    );
    expect(rows[0]).toEqual({ dead: 0, vacuumed: true });
    // every row gone: the table's space is given back
    expect(await tableSize('write_counters', 'main')).toBe(0);

    // an index page freed by one vacuum can be reused once the next has run: from then on the size holds
    await countersComeAndGo();
    await upkeepOnce(db);
    const settled = await tableSize('write_counters');
    for (let round = 0; round < 4; round++) {
      await countersComeAndGo();
      await upkeepOnce(db);
    }
    // without the upkeep each round adds some 230 KB to the table and its indexes
    expect(await tableSize('write_counters')).toBeLessThanOrEqual(settled);
  });

  it('leaves alone what has not changed since its last look', async () => {
    await upkeepOnce(db);
    expect(await upkeepOnce(db)).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('brings the statistics the planner chooses by up to date after many new rows', async () => {
    await db.query(
      `insert into fan_profiles (id, status, name, friendly_name)
       select lpad(g::text, 8, '0'), 'Active', 'Upkeep ' || g, 'Upkeep ' || g from generate_series(30000001, 30005000) g`,
    );
    const done = await upkeepOnce(db);
    expect(done.analyzed).toContain('fan_profiles');
    const { rows } = await db.query<{ rows: number }>(
      "select reltuples::int as rows from pg_class where relname = 'fan_profiles'",
    );
    expect(rows[0]!.rows).toBe(5000);
  });

  /** The upkeep's log lines, as operators read them. */
  const logLines = () => {
    const lines: Array<{ msg: string; vacuumed?: string[] }> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    return { lines, log, looked: () => lines.find((l) => l.msg === 'store upkeep') };
  };

  it('looks on its own once the store is quiet, and stops when asked, after the look under way', async () => {
    await countersComeAndGo();
    const { log, looked } = logLines();
    const stop = startUpkeep(db, log, { everyMs: 0, quietMs: 100, atMostMs: 60_000, checkMs: 20 });
    try {
      await expect.poll(looked, { timeout: 5000 }).toBeTruthy();
    } finally {
      await stop();
    }
    expect(looked()?.vacuumed).toEqual(['write_counters']);
    const { rows } = await db.query<{ dead: number }>(
      "select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'write_counters'",
    );
    expect(rows[0]!.dead).toBe(0);
  });

  it('waits while the store is busy, up to its longest wait', async () => {
    await countersComeAndGo();
    const { log, looked } = logLines();
    // a query every 20 ms: never 300 ms of quiet
    let busy = true;
    const traffic = (async () => {
      while (busy) {
        await db.query('select 1');
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = Date.now();
    const stop = startUpkeep(db, log, { everyMs: 0, quietMs: 300, atMostMs: 1_500, checkMs: 20 });
    try {
      await new Promise((r) => setTimeout(r, 700));
      expect(looked()).toBeUndefined();
      await expect.poll(looked, { timeout: 5000 }).toBeTruthy();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    } finally {
      busy = false;
      await traffic;
      await stop();
    }
    expect(looked()?.vacuumed).toEqual(['write_counters']);
  });
});
