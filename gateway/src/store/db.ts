import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One small SQL interface over PGlite (embedded) and a PostgreSQL server: the same SQL runs on both. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** One value of a row COPY writes: text (JSON goes as its text), a number, a boolean, null, or a text array. */
export type CopyValue = string | number | boolean | null | readonly string[];

/**
 * Rows already in COPY's text format (encodeCopyRows): a caller that must wait before it copies them can let go of
 * the rows' objects meanwhile, and holds only their bytes, which live outside V8's heap.
 */
export class CopyText {
  constructor(readonly bytes: Buffer) {}
}
export type CopyRows = readonly (readonly CopyValue[])[] | CopyText;

export interface Tx extends Queryable {
  /** Runs a multi-statement script inside the transaction. */
  exec(sql: string): Promise<void>;
  /**
   * Appends rows to a table with COPY: one statement whatever the rows, and less work per row than an INSERT with
   * parameters on both engines (a server answers it in two round trips, though, so a few small rows gain nothing).
   * `table` and `columns` are the caller's own SQL names, never input.
   */
  copyRows(table: string, columns: readonly string[], rows: CopyRows): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PGlite only (one connection, one statement at a time): how long the store has had nothing to do, in ms; 0 while
   * a statement runs or waits. Work that holds the store (its upkeep) waits for a quiet moment.
   */
  quietForMs?(): number;
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

/** An array element in PostgreSQL's array syntax: always quoted, so commas, braces and spaces stay in it. */
const arrayElement = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeCopy = (text: string) =>
  COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c]!) : text;

/** One field in COPY's text format: `\N` for null; backslash, tab, newline and carriage return escaped. */
function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeCopy(value);
  if (typeof value === 'object') return escapeCopy(`{${value.map(arrayElement).join(',')}}`);
  return String(value);
}

/**
 * Rows in COPY's text format: fields separated by tabs, one row per line, as UTF-8. The text is built in pieces of
 * about COPY_PIECE characters, each turned into bytes as it fills: one string for a whole COPY (a thousand audit
 * events make most of a megabyte) would land in V8's large-object space, which only a full collection frees, where
 * pieces this size die young.
 */
export function encodeCopyRows(rows: readonly (readonly CopyValue[])[]): CopyText {
  const pieces: Buffer[] = [];
  let text = '';
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    let line = copyField(row[0]!);
    for (let i = 1; i < row.length; i++) line += '\t' + copyField(row[i]!);
    text += line + '\n';
    if (text.length >= COPY_PIECE) {
      pieces.push(Buffer.from(text));
      text = '';
    }
  }
  if (text.length > 0) pieces.push(Buffer.from(text));
  return new CopyText(Buffer.concat(pieces));
}
const COPY_PIECE = 32 * 1024;

const copyBytes = (rows: CopyRows): Buffer => (rows instanceof CopyText ? rows : encodeCopyRows(rows)).bytes;
const isEmpty = (rows: CopyRows): boolean => (rows instanceof CopyText ? rows.bytes.length : rows.length) === 0;

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source}`;

/**
 * PGlite's own settings beside its defaults. A new WAL segment is not filled with zeros first: that claims its disk
 * space before the log is written into it, at the price of writing 16 MB more for every 16 MB of log (some 100 MB
 * more in a 50,000-row upload, all on the gateway's thread). A full disk still fails the write that meets it.
 */
const PGLITE_SETTINGS = ['-c', 'wal_init_zero=off'];
/**
 * Where COPY's input is put for PGlite, with a number for each COPY: its memory file system, outside the database's
 * folder.
 */
const COPY_INPUT = '/tmp/copy-input';

async function openPglite(dir: string): Promise<Db> {
  await fs.mkdir(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  let copies = 0;
  // PGlite is one connection: serialise transactions so interleaved requests cannot share one.
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let lastDone = performance.now();
  const settled = () => {
    pending--;
    lastDone = performance.now();
  };
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    pending++;
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    void chain.then(settled);
    return next;
  };
  return {
    kind: 'pglite',
    quietForMs: () => (pending > 0 ? 0 : performance.now() - lastDone),
    query: (sql, params) => serial(() => pg.query(sql, params)) as never,
    transaction: (fn) =>
      serial(() =>
        pg.transaction((tx) =>
          fn({
            query: (s, p) => tx.query(s, p) as never,
            exec: async (s) => {
              await tx.exec(s);
            },
            // COPY reads its input from a file in PGlite's own memory file system. (PGlite's `/dev/blob` device
            // hands a blob over one byte at a time: a tenth of a second more in a 50,000-row upload.) Each COPY has
            // a file of its own, so two sent together cannot read each other's rows.
            copyRows: async (table, columns, rows) => {
              if (isEmpty(rows)) return;
              const { FS } = pg.Module;
              const input = `${COPY_INPUT}-${++copies}`;
              FS.writeFile(input, copyBytes(rows));
              try {
                await tx.query(copyStatement(table, columns, `'${input}'`));
              } finally {
                FS.unlink(input);
              }
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
  const { from: copyFrom } = await import('pg-copy-streams');
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
          copyRows: async (table, columns, rows) => {
            if (isEmpty(rows)) return;
            await pipeline(
              Readable.from([copyBytes(rows)]),
              client.query(copyFrom(copyStatement(table, columns, 'stdin'))),
            );
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
