import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** Defined by the gateway build (build.mjs): each thread's entry is bundled beside the server as `<name>.js`. */
declare const GATEWAY_BUNDLE: boolean | undefined;

/** A thread's entry: its TypeScript source, and the name build.mjs gives its bundle. */
export interface ThreadEntry {
  source: URL;
  bundle: string;
  /** V8's limits for the thread's heap (Node's defaults where unset). */
  resourceLimits?: ResourceLimits;
}

/** tsx's registration API as an ES module (its CommonJS form registers hooks a worker thread cannot load). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const pkg = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return path.join(path.dirname(manifest), pkg.exports['./esm/api']!.import.default);
}

/** Starts one thread of an entry, from its bundle or its source; `workerData` is handed to it as it starts. */
export function startThread(entry: ThreadEntry, { workerData }: { workerData?: unknown } = {}): Worker {
  const { resourceLimits } = entry;
  if (typeof GATEWAY_BUNDLE === 'boolean')
    return new Worker(new URL(`./${entry.bundle}.js`, import.meta.url), { resourceLimits, workerData });
  // From source (tests, benches, development) the thread loads its TypeScript through tsx, registered in the thread.
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const boot =
    `import(${JSON.stringify(tsx)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.source.href)}); });`;
  return new Worker(boot, { eval: true, execArgv: [], resourceLimits, workerData });
}

/**
 * Threads of one entry, kept between uses: the first use starts one (loading its code), later uses take an idle
 * one, whose code is loaded and compiled already. A thread given back waits `idleMs` for its next use, then ends;
 * an idle thread never keeps the process alive. A thread left mid-job is ended instead of given back.
 */
export class ThreadPool {
  readonly #idle = new Map<Worker, NodeJS.Timeout>();

  constructor(
    readonly entry: ThreadEntry,
    readonly idleMs = 60_000,
  ) {}

  take(): Worker {
    for (const [thread, timer] of this.#idle) {
      this.#idle.delete(thread);
      clearTimeout(timer);
      thread.ref();
      return thread;
    }
    return startThread(this.entry);
  }

  giveBack(thread: Worker): void {
    thread.unref();
    const timer = setTimeout(() => {
      this.#idle.delete(thread);
      void thread.terminate();
    }, this.idleMs);
    timer.unref();
    this.#idle.set(thread, timer);
  }
}

/**
 * Messages from a thread, taken one at a time in order: `next()` resolves with the next message, or rejects once the
 * thread has failed or stopped and every message before that has been taken. `close()` stops listening.
 */
export function threadMessages<T>(thread: Worker): { next: () => Promise<T>; close: () => void } {
  const queue: T[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const onMessage = (message: T) => {
    queue.push(message);
    notify();
  };
  const onError = (err: Error) => {
    failure ??= err;
    notify();
  };
  const onExit = (code: number) => {
    failure ??= new Error(`the thread stopped with code ${code}`);
    notify();
  };
  thread.on('message', onMessage);
  thread.on('error', onError);
  thread.on('exit', onExit);
  return {
    async next() {
      while (queue.length === 0 && failure === null) await new Promise<void>((resolve) => (wake = resolve));
      if (queue.length > 0) return queue.shift()!;
      throw failure!;
    },
    close() {
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
    },
  };
}
