import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@carrier/shared/core';
import { MILITARY_TEXT, UPLOAD_LIMIT_BYTES } from '@carrier/shared/self-service';
import { RELAXED_WRITE_LIMITS, startTestApp, type Caller, type TestApp } from './support/app.ts';
import { HeldGate } from './support/held-gate.ts';
import { CONCURRENT_MILITARY_UPLOADS } from '../../gateway/src/plugins/upload-gates.ts';
import {
  C1,
  C2,
  cancelFields,
  MILITARY_URL,
  militaryBody,
  pdfFile,
  PDF,
  restoreFields,
  todayUtc,
  type FilePart,
} from './support/self-service.ts';
import type { MilitaryFields } from '@carrier/shared/self-service';

let t: TestApp;
let c1: Caller;
let c2: Caller;
beforeAll(async () => {
  t = await startTestApp();
  c1 = await t.login('customer1');
  c2 = await t.login('customer2');
});
afterAll(() => t.close());

/** The files the store keeps (stored_files), and any left on the gateway's disk (there should be none). */
const storedFiles = async () =>
  (await t.app.db.query<{ stored_name: string }>('select stored_name from stored_files order by 1')).rows.map(
    (r) => r.stored_name,
  );
const count = async (table: string) =>
  (await t.app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
const submit = (caller: Caller, fields: MilitaryFields, file?: FilePart | null, key?: string) => {
  const body = militaryBody(fields, file);
  return caller.inject({
    method: 'POST',
    url: MILITARY_URL,
    payload: body.payload,
    headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
};

describe('POST webform/email/militaryWebform (000 §3, §7)', () => {
  it("records the signed-in customer's own billing name as the account holder, whatever the form sends", async () => {
    const res = await submit(c1, { ...cancelFields(), accountHolderName: 'Somebody Else' }, pdfFile());
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.app.db.query<{ account_holder_name: string }>(
      'select account_holder_name from military_requests where id = $1',
      [res.json().requestId],
    );
    expect(rows[0]!.account_holder_name).toBe('Jordan A. Ellison');
  });

  it('stores a valid cancel, its deployment orders in the store under a generated name and the team e-mail, then answers accepted', async () => {
    const res = await submit(c1, cancelFields(), pdfFile());
    expect(res.statusCode, res.body).toBe(200);
    const { accepted, requestId, reference } = res.json();
    expect(accepted).toBe(true);
    const row = (
      await t.app.db.query<{
        request_type: string;
        subject_kind: string;
        account_number: string;
        fields: { numbersToHold: string[] };
      }>('select request_type, subject_kind, account_number, fields from military_requests where id = $1', [requestId])
    ).rows[0]!;
    expect(row).toMatchObject({ request_type: 'cancel', subject_kind: 'mix', account_number: C1.mobility });
    expect(row.fields.numbersToHold).toEqual([C1.active[0]]);
    const file = (
      await t.app.db.query<{
        stored_name: string;
        file_name: string;
        original_name: string;
        kind: string;
        media_type: string;
        size_bytes: number;
      }>(
        'select stored_name, file_name, original_name, kind, media_type, size_bytes from military_request_files where request_id = $1',
        [requestId],
      )
    ).rows[0]!;
    expect(file).toMatchObject({
      file_name: `deployment-orders-${reference}.pdf`,
      original_name: 'orders.pdf',
      kind: 'pdf',
      media_type: 'application/pdf',
      size_bytes: pdfFile().bytes.length,
    });
    expect(file.stored_name).not.toContain('orders');
    const stored = (
      await t.app.db.query<{ content: Uint8Array; sha256: string; area: string }>(
        'select content, sha256, area from stored_files where stored_name = $1',
        [file.stored_name],
      )
    ).rows[0]!;
    expect(Buffer.from(stored.content).equals(pdfFile().bytes)).toBe(true);
    expect(stored).toMatchObject({
      sha256: createHash('sha256').update(pdfFile().bytes).digest('hex'),
      area: 'military-orders',
    });
    // nothing on the gateway's own disk
    expect(await fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    const mail = (
      await t.app.db.query<{ subject: string; mail_to: string; body: string }>(
        'select subject, mail_to, body from outbox_messages where source_ref = $1',
        [`military_requests/${requestId}`],
      )
    ).rows[0]!;
    expect(mail).toMatchObject({
      subject: 'Military request: hold and terminate lines',
      mail_to: t.config.mail.teamAddress,
    });
    expect(mail.body).toContain('352099001761481');
    expect(mail.body).toContain(`Deployment orders (attached): deployment-orders-${reference}.pdf (PDF,`);
  });

  it('stores a valid restore (no file) with its own subject kind', async () => {
    const res = await submit(c1, restoreFields());
    expect(res.statusCode, res.body).toBe(200);
    const row = (
      await t.app.db.query<{ subject_kind: string }>('select subject_kind from military_requests where id = $1', [
        res.json().requestId,
      ])
    ).rows[0]!;
    expect(row.subject_kind).toBe('restore');
  });

  it('refuses another customer’s account or line with 403', async () => {
    const before = await count('military_requests');
    const other = await submit(c2, cancelFields(), pdfFile());
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ errorId: 'FORBIDDEN', message: MILITARY_TEXT.notYourAccount, status: 403 });
    const line = await submit(c1, restoreFields({ numbersToRestore: [C2.active[0]!] }));
    expect(line.statusCode).toBe(403);
    const uverse = await submit(c1, restoreFields({ accountNumber: '131000720044' }));
    expect(uverse.statusCode).toBe(403);
    expect(await count('military_requests')).toBe(before);
  });

  it.each<[string, MilitaryFields, string]>([
    [
      'a line not eligible for restore (reason VOL)',
      restoreFields({ numbersToRestore: [C1.notRestorable] }),
      MILITARY_TEXT.lineNotEligible,
    ],
    ['restore without a date', restoreFields({ restoreServiceDate: '' }), MILITARY_TEXT.restoreDate],
    ['no line chosen', restoreFields({ numbersToRestore: [] }), MILITARY_TEXT.dependentInfo],
    [
      'an IMEI that is not 15 digits',
      cancelFields({ numbersToUnlock: [{ ctn: C1.active[1]!, imeiNumber: '35209900176148' }] }),
      MILITARY_TEXT.imei,
    ],
    [
      'a missing service member name',
      cancelFields({ serviceMemberInfo: { ...cancelFields().serviceMemberInfo!, name: ' ' } }),
      MILITARY_TEXT.name,
    ],
    [
      'an order date before 2000-01-01',
      cancelFields({ serviceMemberInfo: { ...cancelFields().serviceMemberInfo!, orderIssueDate: '1999-12-31' } }),
      MILITARY_TEXT.orderIssueDate,
    ],
    ['terms not accepted', restoreFields({ termsAndConditions: false }), MILITARY_TEXT.termsCheckbox],
    ['an e-mail that is not one', restoreFields({ emailAddress: 'jordan' }), MILITARY_TEXT.emailAddress],
  ])('refuses %s with 400 and the message', async (_name, fields, message) => {
    const res = await submit(c1, fields, fields.requestType === 'cancel' ? pdfFile() : null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorId: 'SELF_SERVICE_INVALID', message, status: 400 });
  });
});

describe('what the gateway re-checks against the customer and the content (000 §4, §5)', () => {
  const member = () => cancelFields().serviceMemberInfo!;
  it.each<[string, MilitaryFields, string]>([
    [
      'an e-mail that is not the customer’s primary e-mail',
      cancelFields({ emailAddress: 'someone@else.example' }),
      MILITARY_TEXT.emailAddress,
    ],
    [
      'a subject that is not content’s for the outcome (mix sent as hold all)',
      cancelFields({ subject: 'Military request: hold all lines' }),
      MILITARY_TEXT.invalidRequest,
    ],
    [
      'a restore under a cancel subject',
      restoreFields({ subject: 'Military request: terminate all lines' }),
      MILITARY_TEXT.invalidRequest,
    ],
    [
      'a service organization that is not on content’s list',
      cancelFields({ serviceMemberInfo: { ...member(), serviceOrganization: 'Merchant Navy' } }),
      MILITARY_TEXT.serviceOrganization,
    ],
    [
      'a relocation area that is not on content’s list',
      cancelFields({ serviceMemberInfo: { ...member(), relocationArea: 'Overseas' } }),
      MILITARY_TEXT.relocationArea,
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, fields, message) => {
    const before = [await count('military_requests'), await count('outbox_messages'), (await storedFiles()).length];
    const res = await submit(c1, fields, fields.requestType === 'cancel' ? pdfFile() : null);
    expect(res.json()).toEqual({ errorId: 'SELF_SERVICE_INVALID', message, status: 400 });
    expect([await count('military_requests'), await count('outbox_messages'), (await storedFiles()).length]).toEqual(
      before,
    );
  });

  it('accepts the e-mail in another case, and each subject content gives its outcome', async () => {
    const upper = await submit(c1, restoreFields({ emailAddress: 'Jordan.Ellison@Mail.Example' }));
    expect(upper.statusCode, upper.body).toBe(200);
    const holdAll = cancelFields({
      numbersToHold: [...C1.active],
      numbersToTerminate: [],
      subject: 'Military request: hold all lines',
    });
    expect((await submit(c1, holdAll, pdfFile())).statusCode).toBe(200);
    const terminateAll = cancelFields({
      numbersToHold: [],
      numbersToTerminate: [...C1.active],
      subject: 'Military request: terminate all lines',
    });
    expect((await submit(c1, terminateAll, pdfFile())).statusCode).toBe(200);
  });

  it('takes nothing from a customer without a valid primary e-mail (the form shows them its empty state)', async () => {
    const noemail = await t.login('noemail');
    const res = await submit(
      noemail,
      restoreFields({
        accountNumber: '287243540044',
        numbersToRestore: ['6175550142'],
        emailAddress: 'hana@mail.example',
      }),
    );
    expect(res.json()).toEqual({ errorId: 'SELF_SERVICE_INVALID', message: MILITARY_TEXT.emailAddress, status: 400 });
  });
});

describe('date windows from content (000 §9 restoreValidity, cancelValidity)', () => {
  it('accepts the widest window a stored military page offers, and no more', async () => {
    const beyond = restoreFields({ restoreServiceDate: addDays(todayUtc(), 40) });
    const refused = await submit(c1, beyond);
    expect(refused.json()).toEqual({
      errorId: 'SELF_SERVICE_INVALID',
      message: MILITARY_TEXT.restoreDate,
      status: 400,
    });
    await t.app.db.query(
      `update content_documents set document = jsonb_set(document, '{panels}', (
         select jsonb_agg(case when p ? 'components' then jsonb_set(p, '{components}', (
           select jsonb_agg(case when c->>'type' = 'militaryWebForm' then jsonb_set(c, '{props,restoreValidity}', '60') else c end)
             from jsonb_array_elements(p->'components') c)) else p end)
           from jsonb_array_elements(document->'panels') p))
        where path = '/self-service/military-restore'`,
    );
    expect((await submit(c1, beyond)).statusCode).toBe(200);
  });
});

describe('deployment orders upload corpus (000 §5)', () => {
  const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(64, 0)]);
  // a 1×1 grey PNG (signature, IHDR, IDAT, IEND)
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
    'base64',
  );
  const cases: Array<[string, FilePart | null, number, string, string]> = [
    [
      'an executable renamed to .pdf',
      { fileName: 'orders.pdf', bytes: exe, type: 'application/pdf' },
      415,
      'UPLOAD_TYPE',
      MILITARY_TEXT.uploadType,
    ],
    [
      'a type not on the list',
      { fileName: 'orders.exe', bytes: exe, type: 'application/x-msdownload' },
      415,
      'UPLOAD_TYPE',
      MILITARY_TEXT.uploadType,
    ],
    [
      'an empty file',
      { fileName: 'orders.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' },
      400,
      'UPLOAD_EMPTY',
      MILITARY_TEXT.uploadEmpty,
    ],
    [
      'a file over 5000 × 1000 bytes',
      pdfFile(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(UPLOAD_LIMIT_BYTES, 0x20)])),
      413,
      'UPLOAD_TOO_LARGE',
      MILITARY_TEXT.uploadSize,
    ],
    ['no file', null, 400, 'UPLOAD_REQUIRED', MILITARY_TEXT.upload],
  ];

  it.each(cases)('refuses %s with the message and stores nothing', async (_name, file, status, errorId, message) => {
    const before = [await count('military_requests'), await count('outbox_messages'), (await storedFiles()).length];
    const res = await submit(c1, cancelFields(), file);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errorId, message, status });
    expect([await count('military_requests'), await count('outbox_messages'), (await storedFiles()).length]).toEqual(
      before,
    );
  });

  it('accepts a file of exactly 5000 × 1000 bytes, and each allowed kind by content', async () => {
    const atLimit = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(UPLOAD_LIMIT_BYTES - 9 - 7, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    expect((await submit(c1, cancelFields(), pdfFile(atLimit))).statusCode).toBe(200);
    const text = await submit(c1, cancelFields(), {
      fileName: 'orders.txt',
      bytes: Buffer.from('Orders: report to Fort Example on 2026-03-01.\n'),
      type: 'text/plain',
    });
    expect(text.statusCode, text.body).toBe(200);
    const image = await submit(c1, cancelFields(), { fileName: 'orders.png', bytes: png, type: 'image/png' });
    expect(image.statusCode, image.body).toBe(200);
  });
});

describe('military references and submission keys', () => {
  const state = async () => [
    await count('military_requests'),
    await count('military_request_files'),
    await count('outbox_messages'),
    (await storedFiles()).length,
  ];

  it('answers accepted and the requestId with a reference, stored with the request and put in the team e-mail', async () => {
    const res = await submit(c1, restoreFields());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      accepted: true,
      requestId: expect.any(String),
      reference: expect.stringMatching(/^MR-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      alreadyReceived: false,
    });
    const row = await t.app.db.query<{ reference: string; body: string }>(
      `select r.reference, o.body from military_requests r join outbox_messages o on o.source_ref = 'military_requests/' || r.id
        where r.id = $1`,
      [body.requestId],
    );
    expect(row.rows[0]!.reference).toBe(body.reference);
    expect(row.rows[0]!.body).toContain(`Reference: ${body.reference}`);
  });

  it('a cancel sent twice under one key (the same orders picked again) keeps one request, one file and one e-mail', async () => {
    const key = randomUUID();
    const before = await state();
    const first = await submit(c1, cancelFields(), pdfFile(), key);
    const again = await submit(c1, cancelFields(), pdfFile(), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadyReceived: true });
    expect(await state()).toEqual(before.map((n) => n + 1));
  });

  it('two sends of one key at the same moment store one request and keep one file', async () => {
    const key = randomUUID();
    const before = await state();
    const answers = await Promise.all([
      submit(c1, cancelFields(), pdfFile(), key),
      submit(c1, cancelFields(), pdfFile(), key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json());
    expect(a.reference).toBe(b.reference);
    expect([a.alreadyReceived, b.alreadyReceived].sort()).toEqual([false, true]);
    expect(await state()).toEqual(before.map((n) => n + 1));
  });

  it('answers the key with other orders or other answers 409, and keeps nothing of the second send', async () => {
    const key = randomUUID();
    await submit(c1, cancelFields(), pdfFile(), key);
    const before = await state();
    const otherFile = await submit(c1, cancelFields(), pdfFile(Buffer.concat([PDF, Buffer.from('% another\n')])), key);
    expect(otherFile.statusCode).toBe(409);
    expect(otherFile.json()).toMatchObject({ errorId: 'SUBMISSION_KEY_REUSED', status: 409 });
    const otherLines = await submit(
      c1,
      cancelFields({ numbersToHold: [...C1.active], numbersToTerminate: [], numbersToUnlock: [] }),
      pdfFile(),
      key,
    );
    expect(otherLines.statusCode).toBe(409);
    expect(await state()).toEqual(before);
  });

  it('without a key each send is a new request, and an odd key is refused with 400 before anything is kept', async () => {
    const before = await state();
    const [a, b] = [await submit(c1, restoreFields()), await submit(c1, restoreFields())];
    expect(a.json().reference).not.toBe(b.json().reference);
    expect((await state())[0]).toBe(before[0]! + 2);
    const mid = await state();
    for (const key of ['x'.repeat(200), 'key with spaces', 'key;with;semicolons']) {
      const res = await submit(c1, cancelFields(), pdfFile(), key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ errorId: 'VALIDATION_ERROR', status: 400 });
    }
    expect(await state()).toEqual(mid);
  });
});

describe('text no store can keep, inside the form fields', () => {
  const REFUSAL = {
    errorId: 'VALIDATION_ERROR',
    message: 'The request body contains characters that cannot be accepted (a NUL character or an unpaired surrogate).',
    status: 400,
  };

  it.each([
    [
      'an unpaired surrogate escaped in the service member JSON',
      () =>
        cancelFields({ serviceMemberInfo: { ...cancelFields().serviceMemberInfo!, name: 'Jordan \uD800 Ellison' } }),
    ],
    [
      'an unpaired surrogate escaped in a list of lines',
      () => restoreFields({ numbersToRestore: [`${C1.active[0]}\uDC00`] }),
    ],
    ['a NUL character in a text field', () => restoreFields({ emailAddress: 'jordan\u0000@mail.example' })],
    ['a NUL character in the account holder name', () => restoreFields({ accountHolderName: 'Jordan\u0000' })],
  ])('refuses %s with 400 in the one error shape, storing and sending nothing', async (_name, fields) => {
    const before = { requests: await count('military_requests'), mail: await count('outbox_messages') };
    const res = await submit(c1, fields(), pdfFile());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(REFUSAL);
    expect({ requests: await count('military_requests'), mail: await count('outbox_messages') }).toEqual(before);
  });
});

describe('a gateway judging as many orders as it may at once', () => {
  const gate = new HeldGate(CONCURRENT_MILITARY_UPLOADS);
  let held: TestApp;
  beforeAll(async () => {
    held = await startTestApp(RELAXED_WRITE_LIMITS, { uploadGates: { military: gate } });
  });
  afterAll(() => held.close());

  it('asks one more to come back in a moment, stores and sends nothing of it, and then takes it', async () => {
    const customer = await held.login('customer1');
    const send = (key: string) => {
      const body = militaryBody(cancelFields(), pdfFile());
      return customer.inject({
        method: 'POST',
        url: MILITARY_URL,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key },
      });
    };
    const heldCount = async (table: string) =>
      (await held.app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    const waiting = Array.from({ length: CONCURRENT_MILITARY_UPLOADS }, (_, i) => send(`held-${i}-${randomUUID()}`));
    await vi.waitFor(() => expect(gate.taken).toBe(CONCURRENT_MILITARY_UPLOADS), { timeout: 30_000, interval: 20 });

    const before = { requests: await heldCount('military_requests'), mail: await heldCount('outbox_messages') };
    const lastKey = `held-last-${randomUUID()}`;
    const busy = await send(lastKey);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({
      errorId: 'UPLOAD_BUSY',
      message: 'Too many uploads right now. Please try again in a moment.',
      status: 503,
    });
    expect(busy.headers['retry-after']).toBe('5');
    expect({ requests: await heldCount('military_requests'), mail: await heldCount('outbox_messages') }).toEqual(
      before,
    );

    gate.open();
    for (const res of await Promise.all(waiting)) expect(res.statusCode, res.body).toBe(200);
    const again = await send(lastKey);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ accepted: true, alreadyReceived: false });
  });
});
