import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FAN_UPLOAD_COLUMNS,
  FAN_UPLOAD_PREFIXES,
  fanUploadReportSchema,
  type FanUploadReport,
} from '@carrier/shared/fan-upload';
import {
  HEADERS,
  deflated,
  largeWorkbook,
  minimalParts,
  sheetXml,
  validRow,
  zipOf,
} from '../../fixtures/uploads/corpus.ts';
import { CONCURRENT_FAN_UPLOADS } from '../../gateway/src/plugins/upload-gates.ts';
import type { Queryable } from '../../gateway/src/store/db.ts';
import type { Caller } from './support/app.ts';
import { HeldGate } from './support/held-gate.ts';
import { PREFIXES, seedBulkGroup } from './support/fan-tools.ts';
import { startUploadTestApp, storeState, upload } from './support/fan-upload.ts';

/**
 * Uploads and exports larger than one batch: an upload is applied as it is read, batch by batch, in one transaction,
 * so a problem found late still leaves nothing changed; two uploads run at once without mixing, a third is asked to
 * come back later; a large group's export is complete and in order across many pages.
 */
let t: Awaited<ReturnType<typeof startUploadTestApp>>;
let uploader: Caller;
beforeAll(async () => {
  t = await startUploadTestApp();
  uploader = await t.login('uploader');
});
afterAll(() => t.close());

const report = (res: { json(): unknown }): FanUploadReport => fanUploadReportSchema.parse(res.json());
const ROWS = 12_000;

async function fansBetween(first: number, last: number, db: Queryable = t.app.db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from fan_profiles where id between $1 and $2',
    [String(20_000_000 + first), String(20_000_000 + last)],
  );
  return rows[0]!.n;
}

describe('an upload larger than one batch is still all or nothing', () => {
  it('a failing row near the end: every problem listed, no FAN created or changed, no audit event', async () => {
    const before = await storeState(t.app.db);
    const file = await largeWorkbook(ROWS, (i) =>
      validRow(400_000 + i, i === ROWS - 3 ? { contactEmail: 'not-an-email' } : {}),
    );
    const res = report(await upload(uploader, file, { fileName: 'late-mistake.xlsx' }));
    expect(res).toMatchObject({ status: 'failure', applied: false, rowCount: ROWS, issueCount: 1 });
    expect(res.issues).toEqual([
      expect.objectContaining({ row: ROWS - 1, column: 'Contact email', cell: `K${ROWS - 1}` }),
    ]);
    expect(await storeState(t.app.db)).toEqual(before);
    expect(await fansBetween(400_000, 400_000 + ROWS)).toBe(0);
  });

  it('a worksheet that breaks off after many batches: refused as unreadable, nothing applied', async () => {
    const before = await storeState(t.app.db);
    const count = 5_000;
    const cells = (i: number) =>
      FAN_UPLOAD_COLUMNS.map(({ key }) => {
        const value = validRow(600_000 + i)[key];
        return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? '');
      });
    const rows = [HEADERS, ...Array.from({ length: count }, (_, i) => cells(i))];
    const workbook = (xml: string) => zipOf([...minimalParts(), deflated('xl/worksheets/sheet1.xml', xml)]);
    const whole = sheetXml(rows);
    // the same rows, well formed, pass
    const dry = report(await upload(uploader, workbook(whole), { fileName: 'whole.xlsx', dryRun: true }));
    expect(dry).toMatchObject({ status: 'success', rowCount: count, created: count });
    // an element left open after the last row: the parser stops there, after every batch before it was stored
    const broken = whole.replace(
      '</sheetData>',
      '<row r="99999"><c r="A99999" t="inlineStr"><is><t>x</t></is></c></sheetData>',
    );
    const res = await upload(uploader, workbook(broken), { fileName: 'broken-off.xlsx' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorId: 'UPLOAD_FILE_UNREADABLE' });
    expect(await storeState(t.app.db)).toEqual(before);
    expect(await fansBetween(600_000, 600_000 + count)).toBe(0);
  });

  it('a FAN ID repeated many batches after its first row: reported with that row, nothing applied', async () => {
    const before = await storeState(t.app.db);
    const file = await largeWorkbook(ROWS, (i) =>
      i === ROWS - 1 ? validRow(410_000, { name: 'Late Repeat' }) : validRow(410_000 + i),
    );
    const res = report(await upload(uploader, file));
    expect(res).toMatchObject({ status: 'failure', applied: false, issueCount: 1 });
    expect(res.issues).toEqual([
      {
        row: ROWS + 1,
        column: 'FAN ID',
        cell: `A${ROWS + 1}`,
        message: 'FAN ID 20410000 already appears in row 2; each FAN may appear once.',
      },
    ]);
    expect(res.message).toBe(
      'Nothing was uploaded: 1 problem in 1 row. Correct the rows below and upload the file again.',
    );
    expect(await storeState(t.app.db)).toEqual(before);
  });

  it('a dry run of the same rows reports them all and keeps nothing; applied, every row is in', async () => {
    const before = await storeState(t.app.db);
    const file = await largeWorkbook(ROWS, (i) => validRow(420_000 + i));
    const dry = report(await upload(uploader, file, { dryRun: true }));
    expect(dry).toMatchObject({ status: 'success', applied: false, created: ROWS, changeCount: ROWS });
    expect(dry.changes).toHaveLength(1_000);
    expect(dry.changes.at(-1)).toMatchObject({ row: 1_001, fanId: String(20_420_000 + 999), action: 'create' });
    expect(await storeState(t.app.db)).toEqual(before);

    const applied = report(await upload(uploader, file));
    expect(applied).toMatchObject({ status: 'success', applied: true, created: ROWS, updated: 0 });
    expect(await fansBetween(420_000, 420_000 + ROWS)).toBe(ROWS);
    const { rows } = await t.app.db.query<{ n: number; first: string }>(
      `select count(*)::int as n, min(id)::text as first from audit_events
        where (action = 'fan.upload' and changes->>'uploadId' = $1) or (action = 'upload.apply' and entity_id = $1)`,
      [applied.uploadId],
    );
    expect(rows[0]!.n).toBe(ROWS + 1);
    const apply = await t.app.db.query<{ id: string; changes: Record<string, unknown> }>(
      `select id::text as id, changes from audit_events where action = 'upload.apply' and entity_id = $1`,
      [applied.uploadId],
    );
    // the upload's own event comes first in the trail, with its final figures
    expect(apply.rows[0]!.id).toBe(rows[0]!.first);
    expect(apply.rows[0]!.changes).toMatchObject({ rowCount: ROWS, created: ROWS, updated: 0, unchanged: 0 });

    const again = report(await upload(uploader, file));
    expect(again).toMatchObject({ status: 'success', created: 0, updated: 0, unchanged: ROWS, changes: [] });
  });
});

describe('uploads at once', () => {
  const gate = new HeldGate(CONCURRENT_FAN_UPLOADS);
  let held: Awaited<ReturnType<typeof startUploadTestApp>>;
  beforeAll(async () => {
    held = await startUploadTestApp({}, { uploadGates: { fanUpload: gate } });
  });
  afterAll(() => held.close());

  it('two run side by side, each all or nothing, and a third under either prefix is asked to come back later', async () => {
    const employee = await held.login('uploader');
    const count = (first: number, last: number) => fansBetween(first, last, held.app.db);
    const before = await count(450_000, 459_999);
    const good = await largeWorkbook(5_000, (i) => validRow(450_000 + i));
    const bad = await largeWorkbook(5_000, (i) => validRow(455_000 + i, i === 4_990 ? { serviceDiscount: 150 } : {}));
    const first = upload(employee, good, { prefix: FAN_UPLOAD_PREFIXES.onPremises });
    const second = upload(employee, bad, { prefix: FAN_UPLOAD_PREFIXES.cloud });
    await vi.waitFor(() => expect(gate.taken).toBe(2), { timeout: 60_000, interval: 20 });

    // Both places are taken, one by an upload under each prefix: the gateway has two in all, not two per prefix.
    for (const prefix of Object.values(FAN_UPLOAD_PREFIXES)) {
      const third = await upload(employee, await largeWorkbook(10, (i) => validRow(460_000 + i)), { prefix });
      expect(third.statusCode).toBe(503);
      expect(third.json()).toMatchObject({ errorId: 'UPLOAD_BUSY', status: 503 });
      expect(third.headers['retry-after']).toBe('30');
    }

    gate.open();
    const [a, b] = await Promise.all([first, second]);
    expect(report(a)).toMatchObject({ status: 'success', applied: true, created: 5_000 });
    expect(report(b)).toMatchObject({ status: 'failure', applied: false, issueCount: 1 });
    expect(await count(450_000, 454_999)).toBe(before + 5_000);
    expect(await count(455_000, 465_999)).toBe(0);
    expect(gate.taken).toBe(2);
  });
});

describe("a large group's export", () => {
  it('is complete and in FAN id order across many pages', async () => {
    const size = 25_000;
    await seedBulkGroup(t.app.db, 'GRPBULK25K', size, 31_000_000);
    const reader = await t.login('reader');
    const res = await reader.inject({ method: 'GET', url: `${PREFIXES[1]}group/download/GRPBULK25K?isfantools=true` });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ids: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) ids.push(String(row.getCell(1).value));
    });
    expect(ids).toHaveLength(size);
    expect(ids).toEqual(Array.from({ length: size }, (_, i) => String(31_000_000 + i)));
    expect(workbook.worksheets[0]!.getRow(1).font?.bold).toBe(true);
  });
});
