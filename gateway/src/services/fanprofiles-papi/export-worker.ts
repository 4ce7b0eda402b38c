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

const toGateway = () =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      // a copy of its own, handed over rather than copied again
      const bytes = new Uint8Array(chunk);
      port.postMessage({ type: 'bytes', bytes } satisfies FromWriter, [bytes.buffer]);
      done();
    },
  });

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
