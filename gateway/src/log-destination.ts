import pino from 'pino';

/** How many characters of log lines gather before one write, and how long a quiet moment's lines wait at most. */
const BATCH_CHARS = 16_384;
const FLUSH_MS = 500;

/**
 * Where the gateway's logs go: stdout, in batches. Under load many lines leave in one write instead of one write
 * each; when traffic is quiet, lines wait at most FLUSH_MS; whatever is gathered is written when the process exits,
 * however it exits short of being killed. `close()` writes what is gathered and stops the timer and the exit hook
 * (an app that closes takes them with it); a line logged after that is written at once.
 *
 * Lines gather as text (joining strings copies nothing until the batch is read); each batch is encoded to UTF-8 once
 * and handed to pino's destination whole, as bytes, which writes it at once (and deals with a full pipe and partial
 * writes). Handed over as text, a batch is measured and encoded again before it is written; encoded line by line,
 * each line pays a call into Node's buffer code; left to gather the lines itself, the destination measures the bytes
 * of all it holds on every line (decisions 035 and 037).
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void; close(): void } {
  const stdout = pino.destination({ dest: 1, sync: true, contentMode: 'buffer' });
  let batch = '';
  let batchChars = BATCH_CHARS;
  const flushSync = () => {
    if (batch.length === 0) return;
    const bytes = Buffer.from(batch, 'utf8');
    batch = '';
    try {
      // typed for text; in buffer mode the destination takes bytes
      stdout.write(bytes as unknown as string);
    } catch {
      // closed already: nothing can be written any more
    }
  };
  const timer = setInterval(flushSync, FLUSH_MS).unref();
  process.on('exit', flushSync);
  return {
    write(line: string) {
      batch += line;
      if (batch.length >= batchChars) flushSync();
    },
    flushSync,
    close() {
      flushSync();
      clearInterval(timer);
      process.off('exit', flushSync);
      batchChars = 0;
    },
  };
}
