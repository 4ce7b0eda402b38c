import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { copyInOwnSavepoint } from './copy-new-rows.ts';
import { startStoreThread } from './pglite-off-thread.ts';

/** One small SQL interface over PGlite (embedded) and a PostgreSQL server: the same SQL runs on both. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** One value of a row COPY writes: text (JSON goes as its text), a number, a boolean, null, or a text array. */
export type CopyValue = string | number | boolean | null | readonly string[];

/**
 * Rows already in COPY's text format (encodeCopyRows): a caller that must wait before it copies them can let go of
 * the rows' objects meanwhile, and holds only their bytes, which live outside V8's heap. One COPY uses them up: the
 * embedded store's thread takes the bytes over rather than copy them.
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
  /**
   * copyRows for rows that should be new: should one of them break a unique constraint (another transaction created
   * it since it was looked for), the COPY is undone to a savepoint of its own and 'taken' is answered, the
   * transaction going on as before it. Nothing else the transaction sends runs between its savepoint and its end.
   */
  copyNewRows(table: string, columns: readonly string[], rows: CopyRows): Promise<'copied' | 'taken'>;
}

/** What a statement sent after its transaction has ended is refused with: it would otherwise run outside it. */
const TX_ENDED = 'the transaction has ended';

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
  const store = await startStoreThread({ dir, settings: PGLITE_SETTINGS, copyInput: COPY_INPUT });
  const { call } = store;
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
  const query = async (sql: string, params?: unknown[]) => ({ rows: await call({ op: 'query', sql, params }) });
  const exec = async (sql: string) => {
    await call({ op: 'exec', sql });
  };
  return {
    kind: 'pglite',
    quietForMs: () => (pending > 0 ? 0 : performance.now() - lastDone),
    query: (sql, params) => serial(() => query(sql, params)) as never,
    // The thread answers in the order it was asked, so a transaction's statements, sent one after another, run so.
    transaction: (fn) =>
      serial(async () => {
        await exec('begin');
        let ended = false;
        const open = () => {
          if (ended) throw new Error(TX_ENDED);
        };
        try {
          const out = await fn({
            query: async (s, p) => {
              open();
              return (await query(s, p)) as never;
            },
            exec: async (s) => {
              open();
              await exec(s);
            },
            copyRows: async (table, columns, rows) => {
              open();
              if (isEmpty(rows)) return;
              await call({ op: 'copy', table, columns, bytes: copyBytes(rows), guarded: false });
            },
            // the thread runs the savepoint, the COPY and its end as one request: nothing can come between them
            copyNewRows: async (table, columns, rows) => {
              open();
              if (isEmpty(rows)) return 'copied';
              const [answer] = await call({ op: 'copy', table, columns, bytes: copyBytes(rows), guarded: true });
              return (answer as { taken?: boolean } | undefined)?.taken ? 'taken' : 'copied';
            },
          });
          ended = true;
          await exec('commit');
          return out;
        } catch (err) {
          ended = true;
          await exec('rollback').catch(() => undefined);
          throw err;
        }
      }),
    exec: (sql) => serial(() => exec(sql)),
    close: () => serial(() => store.stop()),
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
      // The transaction's statements in the order they are sent, each group (copyNewRows) as one.
      let order: Promise<unknown> = Promise.resolve();
      let ended = false;
      const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
        if (ended) return Promise.reject(new Error(TX_ENDED));
        const next = order.then(work, work);
        order = next.catch(() => undefined);
        return next;
      };
      const copy = (table: string, columns: readonly string[], rows: CopyRows) =>
        pipeline(Readable.from([copyBytes(rows)]), client.query(copyFrom(copyStatement(table, columns, 'stdin'))));
      try {
        await client.query('begin');
        const out = await fn({
          query: (s, p) => inOrder(() => client.query(s, p as unknown[])) as never,
          exec: (s) =>
            inOrder(async () => {
              await client.query(s);
            }),
          copyRows: async (table, columns, rows) => {
            if (isEmpty(rows)) return;
            await inOrder(() => copy(table, columns, rows));
          },
          copyNewRows: async (table, columns, rows) => {
            if (isEmpty(rows)) return 'copied';
            return inOrder(() =>
              copyInOwnSavepoint(
                (sql) => client.query(sql),
                () => copy(table, columns, rows),
              ),
            );
          },
        });
        ended = true;
        await order;
        await client.query('commit');
        return out;
      } catch (err) {
        ended = true;
        await order;
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
