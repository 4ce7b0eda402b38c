import type { Writable } from 'node:stream';
import { ThreadPool, threadMessages } from '../../files/threads.ts';
import { untilWritable } from '../../writable-room.ts';
import type { Db } from '../../store/db.ts';
import { memberPage } from './member-store.ts';

/** Members read per query while exporting, at most: memory stays flat however large the group grows. */
export const EXPORT_PAGE_SIZE = 5000;
/**
 * The first page is small, so the writer starts at once, and each page is half as large again as the one before
 * until EXPORT_PAGE_SIZE: reading a page takes about two thirds as long as writing as many rows, so the next page is
 * always read before the writer needs it.
 */
const FIRST_PAGE_SIZE = 500;
/** Pages handed to the writer and not yet written: one it writes, the next waiting for it. */
const PAGES_AT_WRITER = 2;

/** The download was closed before the workbook was complete (the client went away): not a failure of ours. */
export class ExportAborted extends Error {
  constructor() {
    super('export closed before it was complete');
  }
}

export type ToWriter =
  | { type: 'start' }
  /** A page as the store gave it (member-store.ts): JSON text, parsed on the writer thread. */
  | { type: 'page'; json: string | null }
  | { type: 'end' };

export type FromWriter =
  | { type: 'bytes'; bytes: Uint8Array }
  /** The last page's rows are in the sheet. */
  | { type: 'written' }
  | { type: 'done' }
  | { type: 'error'; message: string };

const writers = new ThreadPool({
  source: new URL('./export-worker.ts', import.meta.url),
  bundle: 'xlsx-export-worker',
});

/**
 * 002 §7 group/download/{groupId}: writes the group's members as an .xlsx to `out` (bold frozen header, set widths,
 * formula-like text neutralised; export-workbook.ts), one page of members at a time (keyset by FAN id, so FANs added
 * or removed meanwhile never shift a page). The workbook is built and zipped on a writer thread, from each page as
 * the store gave it, while the gateway reads the pages after it; the bytes come back to `out`. The writer holds at
 * most two pages and one more is read meanwhile; between pages the gateway waits while `out` is behind (a slow
 * client), so at most three pages are held, however large the group. Resolves with the members written when the
 * workbook is complete and `out` ended; a client gone meanwhile is ExportAborted.
 */
export async function writeGroupWorkbook(
  db: Db,
  groupId: string,
  out: Writable,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<number> {
  const writer = writers.take();
  const messages = threadMessages<FromWriter>(writer);
  let complete = false;
  /** Writes the workbook's bytes to `out` until the writer says `until`. */
  const pass = async (until: 'written' | 'done') => {
    for (;;) {
      const message = await messages.next();
      if (message.type === until) return;
      if (message.type === 'error') throw new Error(`the export's writer failed: ${message.message}`);
      if (message.type === 'bytes' && !out.destroyed)
        out.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    }
  };
  try {
    writer.postMessage({ type: 'start' } satisfies ToWriter);
    let rows = 0;
    let atWriter = 0;
    let size = Math.min(pageSize, FIRST_PAGE_SIZE);
    let page = await memberPage(db, groupId, '', size);
    for (;;) {
      writer.postMessage({ type: 'page', json: page.json } satisfies ToWriter);
      atWriter++;
      rows += page.count;
      if (page.count < size || page.lastFanId === null) break;
      size = Math.min(pageSize, size + Math.ceil(size / 2));
      // The next page is read while the writer writes the ones it has.
      const next = memberPage(db, groupId, page.lastFanId, size);
      next.catch(() => undefined); // awaited below; a download closed meanwhile must not leave it unhandled
      for (; atWriter >= PAGES_AT_WRITER; atWriter--) await pass('written');
      await untilWritable(out);
      if (out.destroyed) throw new ExportAborted();
      page = await next;
    }
    writer.postMessage({ type: 'end' } satisfies ToWriter);
    await pass('done');
    if (out.destroyed) throw new ExportAborted();
    out.end();
    complete = true;
    return rows;
  } finally {
    messages.close();
    // A writer left mid-workbook (the client went away, the store failed) is ended rather than reused.
    if (complete) writers.giveBack(writer);
    else void writer.terminate();
  }
}
