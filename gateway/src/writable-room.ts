import type { Writable } from 'node:stream';

/** Waits while `out` holds more than it wants (a slow reader on its other side), or until it is closed. */
export function untilWritable(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}
