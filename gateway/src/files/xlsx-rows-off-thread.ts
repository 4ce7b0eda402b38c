import { fileSize } from './file-bytes.ts';
import { ThreadPool, threadMessages } from './threads.ts';
import { decodeRow, type EncodedRow, type ReadRowsOptions, type SheetParts, type SheetRow } from './xlsx-rows.ts';

export type RowsToReader =
  | { type: 'read'; parts: SheetParts; maxColumn: number; batchRows: number; ahead: number }
  /** The gateway took a batch: the thread may post one more. */
  | { type: 'more' };

/** A batch travels as JSON text: one string crosses between threads faster than thousands of small objects. */
export type RowsFromReader = { type: 'rows'; rows: string } | { type: 'end' } | { type: 'error'; message: string };

/**
 * Rows a batch carries across, and how many batches the thread may parse ahead of the gateway (2,000 rows). A batch
 * of a full template's rows is about 100 K characters of JSON: a larger string would land in V8's large-object
 * space, which only a full collection frees, and 1,000-row batches made a 50,000-row upload 0.1–0.2 s slower. A
 * batch waiting its turn lives long enough to reach the gateway's old generation: 32 batches ahead (8,000 rows) left
 * more garbage there for the same speed (decision 032).
 */
const BATCH_ROWS = 250;
const AHEAD = 8;

/**
 * The reader allocates fast (the parser's events) and keeps little: a young generation of 8 MB, where Node's default
 * lets it grow to several times that, and a full collection once its heap has grown 8 MB (xlsx-rows-worker.ts) keep
 * its garbage small whatever the rows (decision 028). Its old generation is not bounded: that made reading slow.
 */
const readers = new ThreadPool({
  source: new URL('./xlsx-rows-worker.ts', import.meta.url),
  bundle: 'xlsx-rows-worker',
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
});

/**
 * The first worksheet's non-empty rows, in order and in the batches they crossed in (readSheetRows in xlsx-rows.ts
 * gives the same rows one by one), parsed on a reader thread: parsing the XML, the costliest part of reading a
 * workbook, runs beside the gateway's event loop, which meanwhile checks and stores the rows already read, and
 * answers other requests while a large file is read. The thread stays at most AHEAD batches ahead, so memory
 * stays flat whatever the rows. Malformed XML throws the reader's error; a reader left before its end (too many
 * rows, a store failure) is ended, and has stopped reading the file when this returns.
 *
 * The thread reads the file where it is. On disk, it reads through the same descriptor, which stays the caller's to
 * close once this is done. In memory, the bytes are moved there when they hold a memory of their own, so the gateway
 * holds them no longer (they are empty here afterwards); otherwise they are copied once and the copy moved.
 */
export async function* readSheetRowsOffThread(parts: SheetParts, options: ReadRowsOptions): AsyncGenerator<SheetRow[]> {
  const end = Math.max(...[parts.worksheet, parts.sharedStrings].map((p) => (p ? p.range.offset + p.range.length : 0)));
  // (a moved memory would reach the thread as nothing at all: Node drops such a message without a word)
  if (fileSize(parts.file) < end)
    throw new Error('the parts lie past the end of the file: a file in memory is read once');
  const moved: ArrayBuffer[] = [];
  let file = parts.file;
  if ('bytes' in file) {
    // A small Buffer shares Node's pool with others, which moving would take from them.
    const own = file.bytes;
    const whole = own.byteOffset === 0 && own.byteLength === own.buffer.byteLength && own.buffer instanceof ArrayBuffer;
    const bytes = whole ? own : new Uint8Array(own);
    moved.push(bytes.buffer as ArrayBuffer);
    file = { bytes };
  }
  const message: RowsToReader = {
    type: 'read',
    parts: { ...parts, file },
    maxColumn: options.maxColumn,
    batchRows: BATCH_ROWS,
    ahead: AHEAD,
  };
  const reader = readers.take();
  const messages = threadMessages<RowsFromReader>(reader);
  let reusable = false;
  try {
    reader.postMessage(message, moved);
    for (;;) {
      const message = await messages.next();
      if (message.type === 'end') {
        reusable = true;
        return;
      }
      if (message.type === 'error') {
        reusable = true;
        throw new Error(message.message);
      }
      reader.postMessage({ type: 'more' } satisfies RowsToReader);
      yield (JSON.parse(message.rows) as EncodedRow[]).map(decodeRow);
    }
  } finally {
    messages.close();
    if (reusable) readers.giveBack(reader);
    else await reader.terminate();
  }
}
