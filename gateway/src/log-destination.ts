import pino from 'pino';

/** How much log text gathers before one write, and how long a quiet moment's lines wait at most. */
const BATCH_CHARS = 16_384;
const FLUSH_MS = 500;

/**
 * Where the gateway's logs go: stdout, in batches. Under load many lines leave in one write instead of one write
 * each; when traffic is quiet, lines wait at most FLUSH_MS; whatever is gathered is written when the process exits,
 * however it exits short of being killed.
 *
 * The lines are joined here and each batch handed to pino's destination whole, which writes it at once (and deals
 * with a full pipe and partial writes). Left to gather the lines itself, the destination measures the bytes of all
 * it holds on every line, which cost the request log more than the rest of its write (decision 035).
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  const stdout = pino.destination({ dest: 1, sync: true });
  let gathered = '';
  const flushSync = () => {
    if (gathered === '') return;
    const batch = gathered;
    gathered = '';
    try {
      stdout.write(batch);
    } catch {
      // closed already: nothing can be written any more
    }
  };
  setInterval(flushSync, FLUSH_MS).unref();
  process.on('exit', flushSync);
  return {
    write(line: string) {
      gathered += line;
      if (gathered.length >= BATCH_CHARS) flushSync();
    },
    flushSync,
  };
}
