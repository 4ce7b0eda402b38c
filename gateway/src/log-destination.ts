import pino from 'pino';

/** How many bytes of log lines gather before one write, and how long a quiet moment's lines wait at most. */
const BATCH_BYTES = 16_384;
const FLUSH_MS = 500;
/** Room for a batch and the longest line that can still join it (UTF-8 takes at most 3 bytes per UTF-16 unit). */
const ROOM_BYTES = 4 * BATCH_BYTES;

/**
 * Where the gateway's logs go: stdout, in batches. Under load many lines leave in one write instead of one write
 * each; when traffic is quiet, lines wait at most FLUSH_MS; whatever is gathered is written when the process exits,
 * however it exits short of being killed.
 *
 * Each line is written as UTF-8 into the batch's bytes as it comes, and each batch handed to pino's destination
 * whole, as bytes, which writes it at once (and deals with a full pipe and partial writes). Gathered as text
 * instead, a batch is measured and encoded again before it is written; left to gather the lines itself, the
 * destination measures the bytes of all it holds on every line (decision 035).
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  const stdout = pino.destination({ dest: 1, sync: true, contentMode: 'buffer' });
  let batch = Buffer.allocUnsafe(ROOM_BYTES);
  let used = 0;
  const writeOut = (bytes: Buffer) => {
    try {
      // typed for text; in buffer mode the destination takes bytes
      stdout.write(bytes as unknown as string);
    } catch {
      // closed already: nothing can be written any more
    }
  };
  const flushSync = () => {
    if (used === 0) return;
    const full = batch.subarray(0, used);
    // a new batch each time: the destination may still hold the last one's bytes after a partial write
    batch = Buffer.allocUnsafe(ROOM_BYTES);
    used = 0;
    writeOut(full);
  };
  setInterval(flushSync, FLUSH_MS).unref();
  process.on('exit', flushSync);
  return {
    write(line: string) {
      if (used + 3 * line.length > ROOM_BYTES) {
        flushSync();
        // a line longer than any batch leaves on its own
        if (3 * line.length > ROOM_BYTES) return writeOut(Buffer.from(line));
      }
      used += batch.write(line, used);
      if (used >= BATCH_BYTES) flushSync();
    },
    flushSync,
  };
}
