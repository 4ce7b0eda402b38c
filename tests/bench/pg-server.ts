/**
 * A PostgreSQL server for the bench's second table: BENCH_DATABASE_URL when it is set, otherwise a throwaway cluster
 * started with tests/support/pg-cluster.sh (when the PostgreSQL binaries are installed) and stopped afterwards.
 * `reset` empties the database between measured parts, so each starts from a freshly migrated store, as a fresh
 * PGlite directory does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchPostgres {
  url: string;
  reset(): Promise<void>;
  stop(): void;
}

const SCRIPT = path.resolve(import.meta.dirname, '..', 'support', 'pg-cluster.sh');
const PORT = Number(process.env.BENCH_PG_PORT ?? 55_432);

function installed(): boolean {
  const base = '/usr/lib/postgresql';
  return fs.existsSync(base) && fs.readdirSync(base).some((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')));
}

async function resetDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

/** null when there is no server to use (then only the PGlite table is printed). */
export function startBenchPostgres(): BenchPostgres | null {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, reset: () => resetDatabase(given), stop: () => undefined };
  if (!installed()) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const out = execFileSync('bash', [SCRIPT, 'start', dir, String(PORT)], { encoding: 'utf8' });
  const url = out.trim().split('\n').at(-1)!;
  return {
    url,
    reset: () => resetDatabase(url),
    stop: () => {
      execFileSync('bash', [SCRIPT, 'stop', dir], { stdio: 'ignore' });
    },
  };
}
