import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';

/** Defined by the gateway build (build.mjs): its one-file bundle has the .sql files copied beside it. */
declare const GATEWAY_BUNDLE: boolean | undefined;

/** The numbered .sql files: src/migrations from source, dist/migrations beside the compiled server. */
export const MIGRATIONS_DIR = path.join(
  import.meta.dirname,
  typeof GATEWAY_BUNDLE === 'boolean' ? '.' : '..',
  'migrations',
);

/**
 * Applies numbered .sql files (NNN_name.sql) in order, each once, each in its own transaction, under an advisory
 * lock so two gateways starting on one database do not race.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await fs.readFile(path.join(dir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
