import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { StoreReply, StoreRequest, StoreThreadOptions } from './pglite-off-thread.ts';
import { copyInOwnSavepoint } from './copy-new-rows.ts';

/**
 * The embedded store's thread (pglite-off-thread.ts starts it): PGlite runs here, so its WebAssembly and its garbage
 * are not the gateway's thread's work. Requests are answered one at a time, in the order they came: PGlite is one
 * connection, and a transaction's statements must run in the order they were sent.
 */
const port = parentPort!;
const options = workerData as StoreThreadOptions;

/** The fields of PGlite's DatabaseError that callers read (the SQLSTATE code among them), as a plain object. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity'] as const;

function errorReply(id: number, err: unknown): StoreReply {
  const error: Extract<StoreReply, { ok: false }>['error'] = {
    message: err instanceof Error ? err.message : String(err),
  };
  if (err && typeof err === 'object')
    for (const field of ERROR_FIELDS) {
      const value = (err as Record<string, unknown>)[field];
      if (typeof value === 'string') error[field] = value;
    }
  return { id, ok: false, error };
}

let copies = 0;

async function answer(pg: PGlite, request: StoreRequest): Promise<StoreReply> {
  switch (request.op) {
    case 'query': {
      const { rows } = await pg.query(request.sql, request.params);
      return { id: request.id, ok: true, rows };
    }
    case 'exec':
      await pg.exec(request.sql);
      return { id: request.id, ok: true, rows: [] };
    case 'copy': {
      // COPY reads its input from a file in PGlite's own memory file system (its `/dev/blob` device hands a blob
      // over one byte at a time: a tenth of a second more in a 50,000-row upload). A file per COPY, removed after.
      const { FS } = pg.Module;
      const input = `${options.copyInput}-${++copies}`;
      const copy = `copy ${request.table} (${request.columns.join(', ')}) from '${input}'`;
      FS.writeFile(input, request.bytes, { canOwn: true });
      try {
        if (!request.guarded) await pg.query(copy);
        else if (
          (await copyInOwnSavepoint(
            (sql) => pg.exec(sql),
            () => pg.query(copy),
          )) === 'taken'
        )
          return { id: request.id, ok: true, rows: [{ taken: true }] };
      } finally {
        FS.unlink(input);
      }
      return { id: request.id, ok: true, rows: [] };
    }
    case 'close':
      await pg.close();
      return { id: request.id, ok: true, rows: [] };
  }
}

try {
  const pg = await PGlite.create(options.dir, { startParams: [...PGlite.defaultStartParams, ...options.settings] });
  let chain = Promise.resolve();
  port.on('message', (request: StoreRequest) => {
    chain = chain.then(async () => {
      let reply: StoreReply;
      try {
        reply = await answer(pg, request);
      } catch (err) {
        reply = errorReply(request.id, err);
      }
      port.postMessage(reply);
      if (request.op === 'close') port.close();
    });
  });
  port.postMessage({ id: 0, ok: true, rows: [] } satisfies StoreReply);
} catch (err) {
  port.postMessage(errorReply(0, err));
}
