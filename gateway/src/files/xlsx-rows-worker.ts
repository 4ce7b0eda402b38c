import { parentPort } from 'node:worker_threads';
import { HeapBound } from './heap-bound.ts';
import { readEncodedRows, type EncodedRow } from './xlsx-rows.ts';
import type { RowsFromReader, RowsToReader } from './xlsx-rows-off-thread.ts';

/**
 * A worksheet reader thread (xlsx-rows-off-thread.ts starts it): it reads one checked workbook at a time (xlsx-rows.ts) and
 * posts its rows in batches, never more than `ahead` batches beyond those the gateway has taken, so the gateway
 * checks and stores one batch while this thread parses the next. Between files it waits for the next one.
 */
const port = parentPort!;
/** How much the batches may add to this thread's heap before their garbage is collected (HeapBound). */
const READER_HEAP_SLACK = 8 * 1024 * 1024;
let credit = 0;
let wake: (() => void) | null = null;

async function read(job: Extract<RowsToReader, { type: 'read' }>): Promise<void> {
  credit = job.ahead;
  const heap = new HeapBound(READER_HEAP_SLACK);
  let batch: EncodedRow[] = [];
  const post = async () => {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    port.postMessage({ type: 'rows', rows: JSON.stringify(batch) } satisfies RowsFromReader);
    batch = [];
    heap.step();
  };
  try {
    for await (const rows of readEncodedRows(job.parts, { maxColumn: job.maxColumn })) {
      for (const row of rows) batch.push(row);
      if (batch.length >= job.batchRows) await post();
    }
    if (batch.length > 0) await post();
    port.postMessage({ type: 'end' } satisfies RowsFromReader);
  } catch (err) {
    // the parser's own words for malformed XML: the gateway reports the file as unreadable
    port.postMessage({
      type: 'error',
      message: err instanceof Error ? err.message : String(err),
    } satisfies RowsFromReader);
  }
}

port.on('message', (message: RowsToReader) => {
  if (message.type === 'read') {
    void read(message);
    return;
  }
  credit++;
  wake?.();
  wake = null;
});
