import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type { FromWriter, ToWriter } from './export-service.ts';
import { addExportRow, exportCells, startExportWorkbook } from './export-workbook.ts';
import { exportRows } from './member-store.ts';

/**
 * The group export's writer thread (export-service.ts starts it): it builds one workbook at a time with exceljs's
 * streaming writer from the pages the gateway reads, and posts the workbook's bytes back as they are zipped. Each
 * page is acknowledged once its rows are in the sheet, so the gateway reads the next page meanwhile and never sends
 * more than one ahead. Between workbooks it waits for the next one.
 */
const port = parentPort!;
let current: ReturnType<typeof startExportWorkbook> | null = null;

/** How many of the workbook's bytes go back in one message (the last message may hold fewer). */
const BYTES_PER_MESSAGE = 64 * 1024;

/**
 * Where the zipped workbook goes: back to the gateway, gathered into messages of BYTES_PER_MESSAGE. The zip comes
 * out in pieces of about a kilobyte; one message (and one write to the client) each cost the gateway more than the
 * bytes themselves.
 */
const toGateway = () => {
  let held: Buffer[] = [];
  let size = 0;
  const post = () => {
    if (size === 0) return;
    // one copy of the held pieces, handed over rather than copied again
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const piece of held) {
      bytes.set(piece, at);
      at += piece.length;
    }
    held = [];
    size = 0;
    port.postMessage({ type: 'bytes', bytes } satisfies FromWriter, [bytes.buffer]);
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      size += chunk.length;
      if (size >= BYTES_PER_MESSAGE) post();
      done();
    },
    final(done) {
      post();
      done();
    },
  });
};

async function handle(message: ToWriter): Promise<void> {
  switch (message.type) {
    case 'start':
      current = startExportWorkbook(toGateway());
      return;
    case 'page':
      for (const r of exportRows(message.json)) addExportRow(current!.sheet, exportCells(r));
      port.postMessage({ type: 'written' } satisfies FromWriter);
      return;
    case 'end':
      current!.sheet.commit();
      await current!.workbook.commit();
      current = null;
      port.postMessage({ type: 'done' } satisfies FromWriter);
  }
}

// One message at a time, in order: a page waits for the workbook's start, the end for the last page.
let queue = Promise.resolve();
port.on('message', (message: ToWriter) => {
  queue = queue
    .then(() => handle(message))
    .catch((err: unknown) => {
      current = null;
      port.postMessage({
        type: 'error',
        message: err instanceof Error ? err.message : String(err),
      } satisfies FromWriter);
    });
});
