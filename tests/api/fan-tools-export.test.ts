import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_COLUMNS, XLSX_MEDIA_TYPE } from '@carrier/shared/fan-tools';
import { ExportAborted, writeGroupWorkbook } from '../../gateway/src/services/fanprofiles-papi/export-service.ts';
import type { Db } from '../../gateway/src/store/db.ts';
import { PREFIXES, seedBulkGroup, SPEC } from './support/fan-tools.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
let reader: Caller;
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.login('reader');
  await seedBulkGroup(t.app.db, 'GRPBULK5K', 5000, 30000000);
});
afterAll(() => t.close());

/** Reads a downloaded workbook back with exceljs: the rows of its only sheet, as plain values. */
async function readBack(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return rows;
}

describe.each(PREFIXES)("'Export FANs' under %s", (prefix) => {
  it('downloads {groupId}.xlsx with one row per member: id, name, friendly name, status, web status', async () => {
    const res = await reader.inject({ method: 'GET', url: `${prefix}group/download/GRP10001?isfantools=true` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="GRP10001.xlsx"');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await readBack(res.rawPayload);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['00012345', '00054321', '10000001', '10000002', '10000003']);
    const fan = (await reader.inject({ method: 'GET', url: `${prefix}fan/details/00012345` })).json().fanDetails[0];
    expect(rows[1]).toEqual(['00012345', fan.name, fan.friendlyName, 'Active', 'ON']);
    expect(rows[2]!.slice(3)).toEqual(['Pending', 'OFF']);
  });

  it('refuses an unknown group with the JSON error, not a file', async () => {
    const res = await reader.inject({ method: 'GET', url: `${prefix}group/download/GRP99999?isfantools=true` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ errorId: 'GROUP_NOT_FOUND', message: SPEC.groupGone, status: 404 });
  });
});

describe('a large group', () => {
  it('exports all 5,000 members as a valid workbook, in FAN id order, each once', async () => {
    const res = await reader.inject({ method: 'GET', url: `${PREFIXES[1]}group/download/GRPBULK5K?isfantools=true` });
    expect(res.statusCode).toBe(200);
    const rows = await readBack(res.rawPayload);
    expect(rows).toHaveLength(5001);
    const ids = rows.slice(1).map((r) => r[0]!);
    expect(new Set(ids).size).toBe(5000);
    expect(ids).toEqual([...ids].sort());
    expect(ids[0]).toBe('30000000');
    expect(ids.at(-1)).toBe('30004999');
    expect(rows[1]).toEqual(['30000000', 'Bulk Organisation 0', 'Bulk Perks 0', 'Pending', 'ON']);
    expect(rows[2]).toEqual(['30000001', 'Bulk Organisation 1', 'Bulk Perks 1', 'Active', 'OFF']);
  });

  it('is refused to callers without a fan-tools role', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${PREFIXES[0]}group/download/GRPBULK5K` })).statusCode).toBe(401);
    const nobody = await t.login('nobody');
    expect((await nobody.inject({ method: 'GET', url: `${PREFIXES[0]}group/download/GRPBULK5K` })).statusCode).toBe(
      403,
    );
  });
});

describe('a download nobody reads', () => {
  it('stops reading members while the client is slow, and for good when it goes away', async () => {
    let pages = 0;
    const db: Db = { ...t.app.db, transaction: (fn) => (pages++, t.app.db.transaction(fn)) };
    const out = new PassThrough({ highWaterMark: 1024 }); // a client that never reads
    // 500 pages if read to the end: small pages, so the workbook's first bytes reach the client long before the
    // end, however late the writer's compression runs on a busy machine
    const writing = writeGroupWorkbook(db, 'GRPBULK5K', out, 10);
    await vi.waitFor(() => expect(out.writableNeedDrain).toBe(true), { timeout: 10_000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the page already asked for comes in
    const stalledAt = pages;
    expect(stalledAt).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pages).toBe(stalledAt); // waiting for the client, not reading on
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ExportAborted);
    expect(pages).toBe(stalledAt);
  });
});
