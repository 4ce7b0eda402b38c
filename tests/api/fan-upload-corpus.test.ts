import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAN_UPLOAD_PREFIXES, fanUploadReportSchema } from '@carrier/shared/fan-upload';
import { HEADERS, corpus, largeWorkbook, validRow, workbookOf } from '../../fixtures/uploads/corpus.ts';
import type { Caller } from './support/app.ts';
import { multipart, startUploadTestApp, storeState, upload } from './support/fan-upload.ts';
import { openScratchFiles } from '../../gateway/src/files/test-support.ts';

/**
 * The attack and mistake corpus: each file is refused with a clear message and nothing is applied — no FAN profile
 * changes, no upload audit event — and nothing of it stays on disk.
 */
let t: Awaited<ReturnType<typeof startUploadTestApp>>;
let uploader: Caller;
let untouched: Awaited<ReturnType<typeof storeState>>;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !path.join(e.parentPath, e.name).includes(`${path.sep}pgdata`))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
const tmpFiles = async () => (await readdir(os.tmpdir())).filter((n) => n.startsWith('tmp-')).sort();

beforeAll(async () => {
  t = await startUploadTestApp();
  uploader = await t.login('uploader');
  untouched = await storeState(t.app.db);
});
afterAll(() => t.close());

const EMPTY = 'Hmm\u2026your file doesn\u2019t meet minimum size requirements. Try again.';
const TOO_LARGE = 'File size should be less than 10MB. Check your document and try again.';
const TYPE = 'Files can be XLSX. Check your document and try again.';
const COUNT = 'Select 1 docs and try again.';
const NAME = 'File name needs to be at least 3 characters. Rename the document and try again.';
const GENERIC = 'Oops, something went wrong. Check your document and try again';
const UNPACKS_TOO_LARGE =
  'This workbook unpacks to more than the gateway accepts (a compressed or damaged file). Save it again from Excel, or split it into smaller files, and try again.';
const UNSAFE =
  'This workbook holds XML declarations (a DOCTYPE or entities) that are not allowed in a workbook, so it was not read. Save it again from Excel and try again.';
const SPLIT = 'Save it again from Excel, or split it into smaller files, and try again.';

async function expectRefused(bytes: Buffer, status: number, errorId: string, message: string, fileName = 'fans.xlsx') {
  const res = await upload(uploader, bytes, { fileName });
  expect(res.json(), fileName).toEqual({ errorId, message, status });
  expect(res.statusCode).toBe(status);
  expect(await storeState(t.app.db)).toEqual(untouched);
  const { rows } = await t.app.db.query<{ outcome: string; report: { errorId: string } }>(
    'select outcome, report from fan_uploads order by id desc limit 1',
  );
  expect(rows[0]).toMatchObject({ outcome: 'refused', report: { errorId } });
  expect(openScratchFiles('upload')).toEqual([]);
}

async function expectReport(bytes: Buffer, fileName = 'fans.xlsx') {
  const res = await upload(uploader, bytes, { fileName });
  expect(res.statusCode).toBe(200);
  const report = fanUploadReportSchema.parse(res.json());
  expect(report).toMatchObject({ status: 'failure', applied: false, created: 0, updated: 0 });
  expect(await storeState(t.app.db)).toEqual(untouched);
  expect(openScratchFiles('upload')).toEqual([]);
  return report;
}

describe('files refused before their rows are read (the one error shape)', () => {
  it('an empty file', () => expectRefused(corpus.empty(), 400, 'UPLOAD_FILE_EMPTY', EMPTY));
  it('a text file renamed .xlsx', () => expectRefused(corpus.textRenamed(), 415, 'UPLOAD_FILE_TYPE', TYPE));
  it('a zip that is not a workbook', () => expectRefused(corpus.zipNotWorkbook(), 415, 'UPLOAD_FILE_TYPE', TYPE));
  it('a legacy .xls renamed .xlsx', () => expectRefused(corpus.legacyXls(), 415, 'UPLOAD_FILE_TYPE', TYPE));
  it('a password-protected workbook', () =>
    expectRefused(
      corpus.encrypted(),
      422,
      'UPLOAD_FILE_ENCRYPTED',
      'The workbook is password-protected. Save it without a password and try again.',
    ));
  it('a valid workbook under a name that is not .xlsx', async () =>
    expectRefused(await workbookOf([validRow(1)]), 415, 'UPLOAD_FILE_TYPE', TYPE, 'fans.csv'));
  it('a name shorter than 3 characters', async () =>
    expectRefused(await workbookOf([validRow(1)]), 400, 'UPLOAD_FILE_NAME', NAME, 'ab.xlsx'));
  it('a name with control characters', async () =>
    expectRefused(await workbookOf([validRow(1)]), 400, 'UPLOAD_FILE_NAME', GENERIC, 'fa\u0007ns.xlsx'));

  it('a file over 10 MB: cut by the multipart limit, or refused on its declared length', async () => {
    await expectRefused(corpus.tooLarge(), 413, 'UPLOAD_FILE_TOO_LARGE', TOO_LARGE);
    await expectRefused(corpus.tooLarge(12 * 1024 * 1024), 413, 'UPLOAD_FILE_TOO_LARGE', TOO_LARGE);
  });

  it('a zip bomb that declares a 4 GB worksheet (refused on the declaration, nothing inflated)', () =>
    expectRefused(corpus.bombDeclared(), 422, 'UPLOAD_FILE_UNPACKS_TOO_LARGE', UNPACKS_TOO_LARGE));
  it('a zip bomb of 120 MB packed at ~300:1 (refused on its ratio)', () =>
    expectRefused(corpus.bombRatio(), 422, 'UPLOAD_FILE_UNPACKS_TOO_LARGE', UNPACKS_TOO_LARGE));
  it('a zip bomb that declares less than it unpacks to (refused when it overflows its declaration)', () =>
    expectRefused(corpus.bombLying(), 422, 'UPLOAD_FILE_UNPACKS_TOO_LARGE', UNPACKS_TOO_LARGE));
  it('a zip of 5,000 entries', () =>
    expectRefused(corpus.manyEntries(), 422, 'UPLOAD_FILE_UNPACKS_TOO_LARGE', UNPACKS_TOO_LARGE));
  it('a worksheet with XML entities (billion laughs): unsafe, not too large', () =>
    expectRefused(corpus.entities(), 422, 'UPLOAD_FILE_UNSAFE', UNSAFE));
  it('a damaged zip (CRC mismatch)', () => expectRefused(corpus.corrupt(), 422, 'UPLOAD_FILE_UNREADABLE', GENERIC));

  it('a refused file keeps a name with special characters as text, and a name over 255 characters is refused', async () => {
    const name = "'; DROP TABLE fan_profiles; -- <b onclick=alert(1)>FANs<b> \u2018résumé\u2019 名前 %00.xlsx";
    await expectRefused(corpus.textRenamed(), 415, 'UPLOAD_FILE_TYPE', TYPE, name);
    const { rows } = await t.app.db.query<{ file_name: string }>(
      'select file_name from fan_uploads order by id desc limit 1',
    );
    expect(rows[0]!.file_name).toBe(name);
    await expectRefused(await workbookOf([validRow(1)]), 400, 'UPLOAD_FILE_NAME', GENERIC, `${'f'.repeat(300)}.xlsx`);
  });

  it('two files, or none', async () => {
    const file = await workbookOf([validRow(1)]);
    const url = `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails`;
    const two = multipart([
      { name: 'file', fileName: 'a-fans.xlsx', bytes: file },
      { name: 'file', fileName: 'b-fans.xlsx', bytes: file },
    ]);
    const res = await uploader.inject({ method: 'POST', url, payload: two.payload, headers: two.headers });
    expect([res.statusCode, res.json()]).toEqual([400, { errorId: 'UPLOAD_FILE_COUNT', message: COUNT, status: 400 }]);
    const none = multipart([{ name: 'dryRun', value: 'true' }]);
    const empty = await uploader.inject({ method: 'POST', url, payload: none.payload, headers: none.headers });
    expect([empty.statusCode, empty.json().message]).toEqual([400, COUNT]);
    const notMultipart = await uploader.inject({ method: 'POST', url, payload: { file: 'x' } });
    expect([notMultipart.statusCode, notMultipart.json().message]).toEqual([400, COUNT]);
    expect(await storeState(t.app.db)).toEqual(untouched);
    expect(openScratchFiles('upload')).toEqual([]);
  });
});

/**
 * Small files that would cost much to read: each is refused before any worksheet is parsed, quickly, and the
 * gateway's memory (this process: the API suite runs the gateway in-process) grows by far less than such a file
 * unpacks to. Memory is sampled every 10 ms while the upload runs.
 */
async function expectCheapRefusal(bytes: Buffer, errorId: string, message: string) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    await expectRefused(bytes, 422, errorId, message);
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const grewMb = (Math.max(peak, process.memoryUsage().rss) - before) / (1024 * 1024);
  expect(ms, 'milliseconds to refuse').toBeLessThan(8_000);
  expect(grewMb, 'MB the process grew').toBeLessThan(200);
}

describe('small workbooks that would cost much (bounded by what 100,000 rows can need)', () => {
  it('shared strings that unpack to 195 MB from a 4 MB file (inside the directory limits): refused on the declaration', async () => {
    const file = corpus.sharedStringsBomb();
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    await expectCheapRefusal(
      file,
      'UPLOAD_FILE_UNPACKS_TOO_LARGE',
      `The workbook's texts (its shared strings) unpack to more than 54 MB, more than 100,000 FAN rows need. ${SPLIT}`,
    );
  });

  it('more shared strings than 100,000 rows have cells, in few bytes: refused while they unpack', () =>
    expectCheapRefusal(
      corpus.sharedStringsCountBomb(),
      'UPLOAD_FILE_UNPACKS_TOO_LARGE',
      `The workbook holds more than 1,800,018 texts (shared strings), more than 100,000 FAN rows need. ${SPLIT}`,
    ));

  it('a worksheet over its bound (130 MB at an ordinary ratio)', () =>
    expectCheapRefusal(
      corpus.worksheetOf(130 * 1000 * 1000),
      'UPLOAD_FILE_UNPACKS_TOO_LARGE',
      `The worksheet unpacks to more than 122 MB, more than 100,000 FAN rows need. ${SPLIT}`,
    ));

  it('a DOCTYPE after 64 KB of whitespace and comment, in the worksheet or the shared strings', async () => {
    await expectCheapRefusal(corpus.lateDoctype('worksheet'), 'UPLOAD_FILE_UNSAFE', UNSAFE);
    await expectCheapRefusal(corpus.lateDoctype('sharedStrings'), 'UPLOAD_FILE_UNSAFE', UNSAFE);
    await expectCheapRefusal(corpus.lateDoctype('worksheet', 1024 * 1024), 'UPLOAD_FILE_UNSAFE', UNSAFE);
  });
});

describe('workbooks whose rows cannot be applied (status failure, every problem listed)', () => {
  it('a workbook with formulas: never run, each formula cell reported', async () => {
    const file = await workbookOf([
      validRow(1, { name: { formula: 'CONCAT("Harbor ","Point")', result: 'Harbor Point' } }),
      validRow(2, { serviceDiscount: { formula: '10*2', result: 20 } }),
    ]);
    const report = await expectReport(file);
    expect(report.issues).toEqual([
      {
        row: 2,
        column: 'FAN name',
        cell: 'C2',
        message: 'The cell holds a formula. Enter the value itself (formulas are not run).',
      },
      {
        row: 3,
        column: 'Service discount',
        cell: 'O3',
        message: 'The cell holds a formula. Enter the value itself (formulas are not run).',
      },
    ]);
  });

  it('formulas without a cached result, and in the FAN ID column: each reported as a formula, none run', async () => {
    const file = await workbookOf([
      validRow(11, { fanId: { formula: 'TEXT(20000011,"00000000")' } }),
      validRow(12, {
        status: { formula: 'IF(TRUE,"Active","Pending")' },
        workPhone: { formula: 'HYPERLINK("http://evil.example","214.555.0147")' },
      }),
    ]);
    const report = await expectReport(file);
    const formula = 'The cell holds a formula. Enter the value itself (formulas are not run).';
    expect(report.issues).toEqual([
      { row: 2, column: 'FAN ID', cell: 'A2', message: formula },
      { row: 3, column: 'Status', cell: 'B3', message: formula },
      { row: 3, column: 'Work phone', cell: 'L3', message: formula },
    ]);
  });

  it('a missing header row', async () => {
    const report = await expectReport(await workbookOf([validRow(1), validRow(2)], { headers: null }));
    expect(report.issues).toEqual([
      {
        row: 1,
        column: null,
        cell: null,
        message:
          'The first row must be the header row, with at least these columns: FAN ID, Status, FAN name, FAN friendly name. Download the template to see the expected columns.',
      },
    ]);
    expect(report.message).toBe(
      'Nothing was uploaded: 1 problem in 1 row. Correct the rows below and upload the file again.',
    );
  });

  it('a header row without FANs, and an empty worksheet', async () => {
    expect((await expectReport(await workbookOf([]))).issues.map((i) => i.message)).toEqual([
      'The file has a header row but no FAN rows.',
    ]);
    expect((await expectReport(await workbookOf([], { headers: null }))).issues[0]!.message).toMatch(
      /^The first row must be the header row/,
    );
  });

  it('duplicate FAN ids: every repeat reported with the first row', async () => {
    const report = await expectReport(
      await workbookOf([
        validRow(1),
        validRow(2),
        validRow(3, { fanId: '20000001' }),
        validRow(4, { fanId: '20000001' }),
      ]),
    );
    expect(report.issues).toEqual([
      {
        row: 4,
        column: 'FAN ID',
        cell: 'A4',
        message: 'FAN ID 20000001 already appears in row 2; each FAN may appear once.',
      },
      {
        row: 5,
        column: 'FAN ID',
        cell: 'A5',
        message: 'FAN ID 20000001 already appears in row 2; each FAN may appear once.',
      },
    ]);
  });

  it('many mistakes in many rows: all of them, by row and column, and the good rows are not applied either', async () => {
    const report = await expectReport(
      await workbookOf([
        validRow(1),
        validRow(2, { fanId: '2000002' }),
        validRow(3, { status: 'Archived', contactEmail: 'not-an-email' }),
        validRow(4, { serviceDiscount: 150 }),
        validRow(5, { accessoryDiscount: -5, accessoryDiscountType: 'YEN' }),
        validRow(6, { name: null }),
      ]),
    );
    expect(report.issues.map((i) => `${i.cell} ${i.column}`)).toEqual([
      'A3 FAN ID',
      'B4 Status',
      'K4 Contact email',
      'O5 Service discount',
      'Q6 Accessory discount',
      'R6 Accessory discount type',
      'C7 FAN name',
    ]);
    expect(report.issueCount).toBe(7);
    expect(report.message).toBe(
      'Nothing was uploaded: 7 problems in 5 rows. Correct the rows below and upload the file again.',
    );
  });

  it('an unknown column in the header', async () => {
    const report = await expectReport(
      await workbookOf([validRow(1)], { headers: [...HEADERS.slice(0, 17), 'Accessory discount kind'] }),
    );
    expect(report.issues.map((i) => i.message)).toEqual([
      "'Accessory discount kind' is not a column of the template. Rename it to one of the template's columns or remove the column.",
      "The column 'Accessory discount' needs the column 'Accessory discount type' beside it.",
    ]);
  });
});

describe('names and sizes that are fine', () => {
  it('a name with special characters is kept as text, never used as a path, and nothing stays on disk', async () => {
    const before = await filesUnder(t.dataDir);
    const name = '<img src=x onerror=alert(1)> ‘FANs’ ünïcødé; rm -rf ~ & $(id).xlsx';
    const res = await upload(uploader, await workbookOf([validRow(61)]), { fileName: name });
    expect(res.json()).toMatchObject({ status: 'success', fileName: name, created: 1 });
    const traversal = await upload(uploader, await workbookOf([validRow(62)]), {
      fileName: '../../../etc/cron.d/fans.xlsx',
    });
    expect(traversal.json()).toMatchObject({ status: 'success', fileName: 'fans.xlsx' });
    const { rows } = await t.app.db.query<{ file_name: string }>(
      'select file_name from fan_uploads order by id desc limit 2',
    );
    expect(rows.map((r) => r.file_name)).toEqual(['fans.xlsx', name]);
    expect(await filesUnder(t.dataDir)).toEqual(before);
    untouched = await storeState(t.app.db);
  });

  it('a workbook without shared strings, and one with a second sheet, are read', async () => {
    const inline = corpus.inlineStrings([
      HEADERS.slice(0, 4),
      ['20000071', 'Active', 'Inline Strings Ltd', 'Inline Perks'],
    ]);
    expect((await upload(uploader, inline, { dryRun: true })).json()).toMatchObject({ status: 'success', created: 1 });
    const twoSheets = await workbookOf([validRow(72)], { extraSheet: true });
    expect((await upload(uploader, twoSheets, { dryRun: true })).json()).toMatchObject({
      status: 'success',
      rowCount: 1,
      created: 1,
    });
  });

  it(
    'a 100,000-row file with mistakes in ten rows and a repeated FAN id at the end: all listed, nothing applied, bounded time',
    { timeout: 180_000 },
    async () => {
      const last = 99_999;
      const file = await largeWorkbook(100_000, (i) =>
        i === last
          ? validRow(200_000, { fanId: String(20_000_000 + 200_000) })
          : i % 10_000 === 5_000
            ? validRow(200_000 + i, { contactEmail: 'not-an-email' })
            : validRow(200_000 + i),
      );
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const report = await expectReport(file, 'fans-100k-mistakes.xlsx');
      const ms = performance.now() - started;
      clearInterval(sampler);
      expect(report.rowCount).toBe(100_000);
      expect(report.issueCount).toBe(11);
      expect(report.issues.slice(0, 2).map((i) => `${i.cell} ${i.column}`)).toEqual([
        'K5002 Contact email',
        'K15002 Contact email',
      ]);
      expect(report.issues.at(-1)).toEqual({
        row: 100_001,
        column: 'FAN ID',
        cell: 'A100001',
        message: 'FAN ID 20200000 already appears in row 2; each FAN may appear once.',
      });
      expect(report.message).toBe(
        'Nothing was uploaded: 11 problems in 11 rows. Correct the rows below and upload the file again.',
      );
      expect(ms).toBeLessThan(120_000);
      expect(peak - rssBefore).toBeLessThan(1_500 * 1024 * 1024);
    },
  );

  it(
    'a 100,000-row file (9.9 MB) is read, checked and applied in bounded time and memory, and nothing of it stays on disk',
    { timeout: 180_000 },
    async () => {
      const file = await largeWorkbook(100_000, (i) => validRow(100_000 + i));
      expect(file.length).toBeLessThan(10_000 * 1024);
      const tmpBefore = await tmpFiles();
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const res = await upload(uploader, file, { fileName: 'fans-100k.xlsx' });
      const ms = performance.now() - started;
      clearInterval(sampler);
      const report = fanUploadReportSchema.parse(res.json());
      expect(report).toMatchObject({ status: 'success', rowCount: 100_000, created: 100_000, issueCount: 0 });
      expect(report.changes).toHaveLength(1_000);
      expect(report.changeCount).toBe(100_000);
      const { rows } = await t.app.db.query<{ n: number }>(
        "select count(*)::int as n from fan_profiles where id between '20100000' and '20199999'",
      );
      expect(rows[0]!.n).toBe(100_000);
      expect(await tmpFiles()).toEqual(tmpBefore);
      expect(openScratchFiles('upload')).toEqual([]);
      console.log(
        `100,000-row upload (${(file.length / 1e6).toFixed(1)} MB, ${t.app.db.kind}): ${(ms / 1000).toFixed(1)} s ` +
          `(gateway says ${report.durationMs} ms); rss ${(rssBefore / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB`,
      );
      expect(ms).toBeLessThan(120_000);
      expect(peak - rssBefore).toBeLessThan(1_500 * 1024 * 1024);
    },
  );
});
