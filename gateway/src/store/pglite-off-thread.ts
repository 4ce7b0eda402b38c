import { startThread } from '../files/threads.ts';

/** What the store's thread (pglite-thread.ts) is started with. */
export interface StoreThreadOptions {
  /** PGlite's data folder. */
  dir: string;
  /** PGlite's own settings beside its defaults (`-c name=value`). */
  settings: string[];
  /** Where COPY's input is put, with a number for each COPY: a path in PGlite's memory file system. */
  copyInput: string;
}

type Params = unknown[] | undefined;

export type StoreCommand =
  | { op: 'query'; sql: string; params: Params }
  | { op: 'exec'; sql: string }
  /**
   * Rows in COPY's text format. Guarded: inside a savepoint of its own, undone should it break a unique constraint
   * (answered as one row, `{ taken: true }`).
   */
  | { op: 'copy'; table: string; columns: readonly string[]; bytes: Uint8Array; guarded: boolean }
  | { op: 'close' };
export type StoreRequest = StoreCommand & { id: number };

/** A database error's message and the fields callers read (its SQLSTATE `code` among them). */
export interface StoreErrorFields {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

/** The answer to request `id` (0: the thread's start). */
export type StoreReply = { id: number } & ({ ok: true; rows: unknown[] } | { ok: false; error: StoreErrorFields });

/** An error of the store's thread, with the same fields as the DatabaseError PGlite threw there. */
export class StoreError extends Error {
  code?: string;
  constructor(fields: StoreErrorFields) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

type Call = (command: StoreCommand) => Promise<unknown[]>;

/**
 * PGlite on a thread of its own: requests go in order, each answered in turn. Returns `call`, which sends one and
 * resolves with its rows (or rejects with a StoreError), and `stop`, which ends the thread. Once the thread has
 * failed, every call waiting and every later one rejects.
 */
export async function startStoreThread(
  options: StoreThreadOptions,
): Promise<{ call: Call; stop: () => Promise<void> }> {
  const entry = { source: new URL('./pglite-thread.ts', import.meta.url), bundle: 'pglite-thread' };
  const thread = startThread(entry, { workerData: options });
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const fail = (err: Error) => {
    failure ??= err;
    for (const w of waiting.values()) w.reject(failure);
    waiting.clear();
  };
  const started = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  thread.on('message', (reply: StoreReply) => {
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) w.resolve(reply.rows);
    else w.reject(new StoreError(reply.error));
  });
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the store's thread stopped (code ${code})`)));
  await started;
  const call: Call = (command) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      // COPY's bytes are handed over, not copied, when they have a memory of their own (encodeCopyRows's have)
      const bytes = command.op === 'copy' ? command.bytes : null;
      const owned = bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      thread.postMessage({ ...command, id } satisfies StoreRequest, owned ? [bytes.buffer as ArrayBuffer] : []);
    });
  };
  return {
    call,
    stop: async () => {
      if (!failure) await call({ op: 'close' }).catch(() => undefined);
      await thread.terminate();
    },
  };
}
