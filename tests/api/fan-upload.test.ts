import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { FAN_PROFILES_PREFIXES, fanDetailsResponseSchema, type FanProfile } from '@carrier/shared/fan-tools';
import { FAN_UPLOAD_COLUMNS, FAN_UPLOAD_PREFIXES, fanUploadReportSchema } from '@carrier/shared/fan-upload';
import { validRow, workbookOf, type Row } from '../../fixtures/uploads/corpus.ts';
import type { Caller } from './support/app.ts';
import { multipart, startUploadTestApp, storeState, upload } from './support/fan-upload.ts';
import { openScratchFiles, withTmpdir } from '../../gateway/src/files/test-support.ts';

let t: Awaited<ReturnType<typeof startUploadTestApp>>;
let uploader: Caller;
let reader: Caller;
beforeAll(async () => {
  t = await startUploadTestApp();
  uploader = await t.login('uploader');
  reader = await t.login('reader');
});
afterAll(() => t.close());

async function fan(id: string): Promise<FanProfile | null> {
  const res = await reader.inject({ method: 'GET', url: `${FAN_PROFILES_PREFIXES[0]}fan/details/${id}` });
  return res.statusCode === 200 ? fanDetailsResponseSchema.parse(res.json()).fanDetails[0]! : null;
}

const REQUIRED = ['fanId', 'status', 'name', 'friendlyName'] as const;

describe('a valid upload (002 §7: status success)', () => {
  it('creates new FANs and updates existing ones, and the Signature profile tool shows them', async () => {
    const before = await fan('00012345');
    const file = await workbookOf([
      validRow(1),
      validRow(2, {
        webStatus: 'OFF',
        serviceDiscount: null,
        serviceDiscountType: null,
        accessoryDiscount: 10,
        accessoryDiscountType: '%',
      }),
      validRow(3, {
        fanId: '00012345',
        name: before!.name,
        friendlyName: 'Kestrel Ridge Perks 2026',
        contactEmail: 'benefits@kestrel-ridge.example',
      }),
    ]);
    const res = await upload(uploader, file, { fileName: 'April FANs.xlsx' });
    expect(res.statusCode).toBe(200);
    const report = fanUploadReportSchema.parse(res.json());
    expect(report).toMatchObject({
      status: 'success',
      applied: true,
      dryRun: false,
      fileName: 'April FANs.xlsx',
      rowCount: 3,
      created: 2,
      updated: 1,
      unchanged: 0,
      issueCount: 0,
      issues: [],
    });
    expect(report.message).toBe('Your file was uploaded. 2 FANs created, 1 updated, 0 unchanged.');
    expect(report.changes.map((c) => [c.row, c.fanId, c.action])).toEqual([
      [2, '20000001', 'create'],
      [3, '20000002', 'create'],
      [4, '00012345', 'update'],
    ]);

    const created = await fan('20000001');
    expect(created).toMatchObject({
      status: 'Active',
      name: 'Harbor Point Logistics 1',
      friendlyName: 'Harbor Point Perks 1',
      onlExpStatus: 'Active',
      contractType: 'Corporate Responsibility User',
      affinityTags: ['GOV', 'TECH'],
      currentTokenLink: null,
      contactInformation: {
        employeeName: 'Rae Okafor 1',
        emailAddress: 'rae.okafor1@harbor-point.example',
        workPhone: '214.555.0147',
      },
      promotions: {
        isWaivedActivationFees: true,
        isWaivedUpgradeFees: false,
        discounts: [
          { discountType: 'SERVICE', discountVal: { amount: 20, amountType: 'PERCENT' } },
          { discountType: 'ACCESSORY', discountVal: { amount: 25.5, amountType: 'DOLLAR' } },
        ],
      },
    });
    expect(created!.onlExpStatusChangeReason).toMatch(/^Fan upload \d+ \(April FANs\.xlsx\)$/);
    expect((await fan('20000002'))!.promotions.discounts).toEqual([
      { discountType: 'ACCESSORY', discountVal: { amount: 10, amountType: 'PERCENT' } },
    ]);

    const updated = await fan('00012345');
    expect(updated!.friendlyName).toBe('Kestrel Ridge Perks 2026');
    expect(updated!.contactInformation.emailAddress).toBe('benefits@kestrel-ridge.example');
    // what the upload does not own stays: the token link and its date
    expect(updated!.currentTokenLink).toBe(before!.currentTokenLink);
    expect(updated!.tokenTimeStamp).toBe(before!.tokenTimeStamp);
  });

  it('records the upload (who, when, file, counts) and the audit trail, in the same transaction', async () => {
    const file = await workbookOf([validRow(11)]);
    const report = fanUploadReportSchema.parse((await upload(uploader, file, { fileName: 'one.xlsx' })).json());
    const { rows } = await t.app.db.query<Record<string, unknown>>(
      'select actor, file_name, file_size, file_sha256, dry_run, outcome, row_count, created_count, updated_count, at from fan_uploads where id = $1',
      [report.uploadId],
    );
    expect(rows[0]).toMatchObject({
      actor: 'uploader',
      file_name: 'one.xlsx',
      file_size: file.length,
      dry_run: false,
      outcome: 'applied',
      row_count: 1,
      created_count: 1,
      updated_count: 0,
    });
    expect(rows[0]!.file_sha256).toBe(createHash('sha256').update(file).digest('hex'));
    expect(rows[0]!.at).toBeInstanceOf(Date);
    const audit = await t.app.db.query<{
      action: string;
      entity_type: string;
      entity_id: string;
      actor: string;
      changes: Record<string, unknown>;
    }>(
      `select action, entity_type, entity_id, actor, changes from audit_events where (entity_type = 'fan_upload' and entity_id = $1) or (entity_type = 'fan' and entity_id = '20000011') order by id`,
      [report.uploadId],
    );
    expect(audit.rows.map((r) => [r.action, r.entity_type, r.entity_id, r.actor])).toEqual([
      ['upload.apply', 'fan_upload', report.uploadId, 'uploader'],
      ['fan.upload', 'fan', '20000011', 'uploader'],
    ]);
    expect(audit.rows[0]!.changes).toMatchObject({ fileName: 'one.xlsx', rowCount: 1, created: 1, updated: 0 });
    expect(audit.rows[1]!.changes).toMatchObject({ uploadId: report.uploadId, row: 2, change: 'create' });
  });

  it('reads the file from disk, where nothing of it stays; without a temporary folder, from memory alike', async () => {
    const file = await workbookOf([validRow(12), validRow(13)]);
    const onDisk = fanUploadReportSchema.parse((await upload(uploader, file, { dryRun: true })).json());
    expect(onDisk).toMatchObject({ status: 'success', created: 2 });
    expect(openScratchFiles('upload')).toEqual([]);
    const nowhere = path.join(os.tmpdir(), `not-a-folder-${process.pid}`, 'nested');
    const res = await withTmpdir(nowhere, () => upload(uploader, file, { fileName: 'two.xlsx' }));
    const inMemory = fanUploadReportSchema.parse(res.json());
    expect(inMemory).toMatchObject({ status: 'success', applied: true, created: 2 });
    const { rows } = await t.app.db.query<{ file_sha256: string; file_size: number }>(
      'select file_sha256, file_size from fan_uploads where id = $1',
      [inMemory.uploadId],
    );
    expect(rows[0]).toEqual({ file_sha256: createHash('sha256').update(file).digest('hex'), file_size: file.length });
    expect(await fan('20000013')).toMatchObject({ id: '20000013' });
  });

  it('leaves fields of absent optional columns as they are, and counts rows that change nothing as unchanged', async () => {
    const before = await fan('00054321');
    const only = (row: Row) => Object.fromEntries(REQUIRED.map((k) => [k, row[k]])) as Row;
    const row = only({
      fanId: '00054321',
      status: before!.status,
      name: before!.name,
      friendlyName: before!.friendlyName,
    });
    const file = await workbookOf([row], {
      headers: REQUIRED.map((k) => FAN_UPLOAD_COLUMNS.find((c) => c.key === k)!.header),
      keys: [...REQUIRED],
    });
    const report = (await upload(uploader, file)).json();
    expect(report).toMatchObject({ status: 'success', created: 0, updated: 0, unchanged: 1, changes: [] });
    expect(await fan('00054321')).toEqual(before);
  });

  it('answers under both fanprofile prefixes, and takes dryRun as a form field too', async () => {
    const file = await workbookOf([validRow(21)]);
    const cloud = await upload(uploader, file, { prefix: FAN_UPLOAD_PREFIXES.cloud, dryRun: true });
    expect(cloud.json()).toMatchObject({ status: 'success', dryRun: true, created: 1 });
    const body = multipart([
      { name: 'dryRun', value: 'true' },
      { name: 'file', fileName: 'fans.xlsx', bytes: file },
    ]);
    const field = await uploader.inject({
      method: 'POST',
      url: `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(field.json()).toMatchObject({ status: 'success', dryRun: true, applied: false });
    expect(await fan('20000021')).toBeNull();
  });
});

describe('a dry run', () => {
  it('reports the would-be changes and changes nothing', async () => {
    const state = await storeState(t.app.db);
    const file = await workbookOf([
      validRow(31),
      validRow(32, { fanId: '10000001', name: 'Renamed', friendlyName: 'Renamed Perks' }),
    ]);
    const res = await upload(uploader, file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const report = fanUploadReportSchema.parse(res.json());
    expect(report).toMatchObject({
      status: 'success',
      dryRun: true,
      applied: false,
      created: 1,
      updated: 1,
      changeCount: 2,
    });
    expect(report.message).toBe('Dry run: nothing was changed. 1 FAN would be created, 1 updated, 0 unchanged.');
    // a new FAN: every column the file sets (a discount's type belongs to its amount)
    const discountTypes = ['Service discount type', 'Accessory discount type'];
    const columns = FAN_UPLOAD_COLUMNS.map((c) => c.header).filter((h) => h !== 'FAN ID' && !discountTypes.includes(h));
    expect(report.changes[0]).toEqual({ row: 2, fanId: '20000031', action: 'create', columns });
    expect(report.changes[1]).toMatchObject({ row: 3, fanId: '10000001', action: 'update' });
    expect(report.changes[1]!.columns).toEqual(
      expect.arrayContaining(['FAN name', 'FAN friendly name', 'Contact email']),
    );
    expect(await storeState(t.app.db)).toEqual(state);
    const { rows } = await t.app.db.query<{ outcome: string; dry_run: boolean }>(
      'select outcome, dry_run from fan_uploads where id = $1',
      [report.uploadId],
    );
    expect(rows[0]).toEqual({ outcome: 'checked', dry_run: true });
  });
});

describe('who may upload (002 §6: edit_fanUpload)', () => {
  it('refuses reader, writer and nobody with 403, and anonymous with 401 and the sign-in location', async () => {
    const file = await workbookOf([validRow(41)]);
    const state = await storeState(t.app.db);
    for (const name of ['reader', 'writer', 'nobody']) {
      const res = await upload(await t.login(name), file);
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toMatchObject({ errorId: 'FORBIDDEN', status: 403 });
    }
    const anonymous = await upload({ inject: (o) => t.app.inject(o) }, file);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toMatch(/^\/admin\/login/);
    expect(await storeState(t.app.db)).toEqual(state);
  });

  it('sends an anonymous upload to sign in with the page in target_url (002 §2.9)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${FAN_UPLOAD_PREFIXES.cloud}uploadfandetails/template`,
      headers: { host: 'console.example', referer: 'http://console.example/admin/fan-upload' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBe('/admin/login?target_url=%2Fadmin%2Ffan-upload');
  });

  it('refuses an upload without the CSRF token, or from another site', async () => {
    const file = await workbookOf([validRow(42)]);
    const body = multipart([{ name: 'file', fileName: 'fans.xlsx', bytes: file }]);
    const url = `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails`;
    const noToken = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: uploader.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().errorId).toBe('CSRF_REJECTED');
    const crossSite = await uploader.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await fan('20000042')).toBeNull();
  });
});

describe('the template workbook', () => {
  it('is an xlsx with the expected columns and one example row, for edit_fanUpload only', async () => {
    for (const prefix of Object.values(FAN_UPLOAD_PREFIXES)) {
      const res = await uploader.inject({ method: 'GET', url: `${prefix}uploadfandetails/template` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="fan-upload-template.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('FANs');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(FAN_UPLOAD_COLUMNS.map((c) => c.header));
      expect(sheet.getCell('A2').value).toBe('12345678');
      expect(sheet.actualRowCount).toBe(2);
      expect(workbook.worksheets[1]!.name).toBe('Instructions');
    }
    expect(
      (await reader.inject({ method: 'GET', url: `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails/template` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails/template` }))
        .statusCode,
    ).toBe(401);
  });

  it('filled in below its example row is applied, and the example row itself is refused', async () => {
    const template = (
      await uploader.inject({ method: 'GET', url: `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails/template` })
    ).rawPayload;
    const unchanged = (await upload(uploader, template, { fileName: 'fan-upload-template.xlsx' })).json();
    expect(unchanged).toMatchObject({
      status: 'failure',
      applied: false,
      issues: [
        {
          row: 2,
          message: "This is the template's example row. Replace it with a FAN of your own, or delete the row.",
        },
      ],
    });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(2).getCell(1).value = '20000051';
    sheet.getRow(2).getCell(3).value = 'Bluewater Analytics';
    sheet.getRow(2).commit();
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = (await upload(uploader, filled, { fileName: 'fan-upload-template.xlsx' })).json();
    expect(report).toMatchObject({ status: 'success', created: 1 });
    expect((await fan('20000051'))!.name).toBe('Bluewater Analytics');
  });
});
