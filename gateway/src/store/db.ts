import fs from 'node:fs/promises';
import path from 'node:path';

/** One small SQL interface over PGlite (embedded) and a PostgreSQL server: the same SQL runs on both. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Tx extends Queryable {
  /** Runs a multi-statement script inside the transaction. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; a throw rolls back. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDb(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}

async function openPglite(dir: string): Promise<Db> {
  await fs.mkdir(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir);
  // PGlite is one connection: serialise transactions so interleaved requests cannot share one.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => pg.query(sql, params)) as never,
    transaction: (fn) =>
      serial(() =>
        pg.transaction((tx) =>
          fn({
            query: (s, p) => tx.query(s, p) as never,
            exec: async (s) => {
              await tx.exec(s);
            },
          }),
        ),
      ),
    exec: async (sql) => {
      await serial(() => pg.exec(sql));
    },
    close: () => serial(() => pg.close()),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  // Both engines return timestamptz as Date; counts are cast to int in SQL so neither returns a bigint.
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: (sql, params) => pool.query(sql, params as unknown[]) as never,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn({
          query: (s, p) => client.query(s, p as unknown[]) as never,
          exec: async (s) => {
            await client.query(s);
          },
        });
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
