import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { CONCURRENT_DOCUMENT_UPLOADS } from '../../gateway/src/plugins/upload-gates.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { HeldGate } from './support/held-gate.ts';
import { docUploadBody, docUploadVerification, freshAddress, type DocPart } from './support/verification.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ VERIFICATION_ATTEMPTS_PER_DAY: '1000', DOC_REVIEW_LIMIT: '2' });
});
afterAll(() => t.close());

let n = 0;
const newVerification = async (combo = false) => docUploadVerification(t.app, `docs${++n}@mail.example`, combo);

const upload = (fields: Record<string, string>, files: DocPart[], sales = false) =>
  t.app.inject({
    method: 'POST',
    url: enrollmentPaths.docUpload(sales),
    remoteAddress: freshAddress(),
    ...docUploadBody(fields, files),
  });

const status = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus(id) })).json();
const storedDocs = async (id: string) =>
  (
    await t.app.db.query<{ kind: string; file_name: string }>(
      'select kind, file_name from verification_documents where verification_id = $1 order by id',
      [id],
    )
  ).rows;

describe('docUpload', () => {
  it('stores the documents, moves the verification to pending and answers 201 (v1 and sales v2)', async () => {
    for (const sales of [false, true]) {
      const [id] = await newVerification();
      const res = await upload(
        { verificationId: id!, source: 'sales', 'otherElements[fanId]': '10000001', 'otherElements[ban]': '' },
        [
          { fileName: 'id-card.png', bytes: corpus.png(), type: 'image/png' },
          { fileName: 'paystub.pdf', bytes: corpus.pdf(), type: 'application/pdf' },
        ],
        sales,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ verificationId: id, status: 'pending', documents: 2, otherResponses: [] });
      expect((await status(id!)).status).toBe('pending');
      expect(await storedDocs(id!)).toEqual([
        { kind: 'png', file_name: 'id-card.png' },
        { kind: 'pdf', file_name: 'paystub.pdf' },
      ]);
    }
  });

  it('judges the type by content, not by name or declared type', async () => {
    const [id] = await newVerification();
    // a GIF named .pdf is stored as the GIF it is
    const ok = await upload({ verificationId: id! }, [
      { fileName: 'letter.pdf', bytes: corpus.gif(), type: 'application/pdf' },
    ]);
    expect(ok.statusCode).toBe(201);
    expect((await storedDocs(id!))[0]!.kind).toBe('gif');
    // HTML named .png is refused
    const [other] = await newVerification();
    const html = await upload({ verificationId: other! }, [
      { fileName: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' },
    ]);
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ errorCode: 'invalidFileType', errorId: 'invalidFileType', status: 415 });
    expect((await status(other!)).status).toBe('docUpload');
    expect(await storedDocs(other!)).toEqual([]);
  });

  it.each([
    ['emptyFile', [{ fileName: 'empty.pdf', bytes: Buffer.alloc(0) }], 400],
    ['minCharsOfFilename', [{ fileName: 'ab.pdf', bytes: corpus.pdf() }], 400],
    ['invalidFileNameCharsError', [{ fileName: 'my:doc.pdf', bytes: corpus.pdf() }], 400],
    ['invalidFileNameCharsError', [{ fileName: 'my*doc?.pdf', bytes: corpus.pdf() }], 400],
    ['maxNumOfItems', [1, 2, 3, 4].map((i) => ({ fileName: `doc${i}.pdf`, bytes: corpus.pdf() })), 400],
    [
      'maxFileSize',
      [{ fileName: 'big.pdf', bytes: Buffer.concat([corpus.pdf(), Buffer.alloc(10_000_001 - corpus.pdf().length)]) }],
      413,
    ],
    ['invalidFileType', [{ fileName: 'doc.bin', bytes: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]) }], 415],
  ] as const)('refuses %s (%#) with its key, storing nothing', async (key, files, code) => {
    const [id] = await newVerification();
    const res = await upload({ verificationId: id! }, [...files]);
    expect(res.statusCode, res.body).toBe(code);
    expect(res.json()).toMatchObject({ errorCode: key, errorId: key, status: code, message: expect.any(String) });
    expect((await status(id!)).status).toBe('docUpload');
    expect(await storedDocs(id!)).toEqual([]);
  });

  it('takes a file of exactly 10,000 × 1000 bytes', async () => {
    const [id] = await newVerification();
    const head = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%');
    const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const bytes = Buffer.concat([head, Buffer.alloc(10_000_000 - head.length - tail.length, 0x78), tail]);
    expect(bytes.length).toBe(10_000_000);
    const res = await upload({ verificationId: id! }, [{ fileName: 'exact.pdf', bytes }]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('takes a combo’s files per segment, both moving to pending', async () => {
    const [id, comboId] = await newVerification(true);
    expect((await status(comboId!)).status).toBe('docUpload');
    const res = await upload({ verificationId: id!, 'otherSegmentRequest[0].verificationId': comboId! }, [
      { fileName: 'school.png', bytes: corpus.png() },
      { field: 'otherSegmentRequest[0].file', fileName: 'dd214.pdf', bytes: corpus.pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().otherResponses).toEqual([{ verificationId: comboId, status: 'pending' }]);
    expect((await status(comboId!)).status).toBe('pending');
    // a verification that is not the combo is refused
    const [a] = await newVerification();
    const [b] = await newVerification();
    const wrong = await upload({ verificationId: a!, 'otherSegmentRequest[0].verificationId': b! }, [
      { fileName: 'school.png', bytes: corpus.png() },
      { field: 'otherSegmentRequest[0].file', fileName: 'dd214.pdf', bytes: corpus.pdf() },
    ]);
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses a verification that is not waiting for a document, and an unknown one', async () => {
    const [id] = await newVerification();
    const files = [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }];
    expect((await upload({ verificationId: id! }, files)).statusCode).toBe(201);
    const again = await upload({ verificationId: id! }, files);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('documentNotExpected');
    expect((await upload({ verificationId: `VRF-${'a'.repeat(32)}` }, files)).statusCode).toBe(404);
  });

  it('answers docReviewLimitExceeded once DOC_REVIEW_LIMIT uploads were rejected', async () => {
    const [id] = await newVerification();
    await t.app.db.query(
      `update verifications set rejection_reasons = '[["DOCUMENT_UNREADABLE"],["DOCUMENT_EXPIRED"]]' where verification_id = $1`,
      [id],
    );
    const res = await upload({ verificationId: id! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'docReviewLimitExceeded', status: 403 });
  });

  it('refuses a document once the verification’s 14 days are over, and stores nothing', async () => {
    const [id] = await newVerification();
    await t.app.db.query(
      `update verifications set decided_at = now() - interval '14 days 1 minute' where verification_id = $1`,
      [id],
    );
    expect(await status(id!)).toMatchObject({ status: 'docUpload', remainingDays: 0 });
    const res = await upload({ verificationId: id! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ errorCode: 'verificationExpired', message: expect.stringContaining('14 days') });
    expect(await storedDocs(id!)).toEqual([]);
    // a day left: still taken
    const [open] = await newVerification();
    await t.app.db.query(
      `update verifications set decided_at = now() - interval '13 days' where verification_id = $1`,
      [open],
    );
    expect((await status(open!)).remainingDays).toBe(1);
    const ok = await upload({ verificationId: open! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]);
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ['not multipart', { payload: { verificationId: 'x' } }],
    ['no verification id', docUploadBody({}, [{ fileName: 'paystub.pdf', bytes: Buffer.from('%PDF-1.7') }])],
    [
      'a bad verification id',
      docUploadBody({ verificationId: '../../etc' }, [{ fileName: 'abc.pdf', bytes: Buffer.from('x') }]),
    ],
    ['an unknown field', docUploadBody({ verificationId: 'VRF-1002', secret: 'x' }, [])],
    [
      'an unknown file field',
      docUploadBody({ verificationId: 'VRF-1002' }, [{ field: 'other', fileName: 'abc.pdf', bytes: Buffer.from('x') }]),
    ],
    [
      'combo files without a combo id',
      docUploadBody({ verificationId: 'VRF-1002' }, [
        { field: 'otherSegmentRequest[0].file', fileName: 'abc.pdf', bytes: Buffer.from('x') },
      ]),
    ],
  ])('refuses %s with a 4xx in the one shape, never a 500', async (_name, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: enrollmentPaths.docUpload(),
      remoteAddress: freshAddress(),
      ...body,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      errorId: expect.any(String),
      message: expect.any(String),
      status: res.statusCode,
    });
  });
});

describe('docUpload while every place is taken', () => {
  const gate = new HeldGate(CONCURRENT_DOCUMENT_UPLOADS);
  let held: TestApp;
  beforeAll(async () => {
    held = await startTestApp(
      { VERIFICATION_ATTEMPTS_PER_DAY: '1000', DOC_REVIEW_LIMIT: '2' },
      { uploadGates: { documents: gate } },
    );
  });
  afterAll(() => held.close());

  const send = (id: string, sales: boolean) =>
    held.app.inject({
      method: 'POST',
      url: enrollmentPaths.docUpload(sales),
      remoteAddress: freshAddress(),
      ...docUploadBody({ verificationId: id }, [{ fileName: 'letter.pdf', bytes: corpus.pdf() }]),
    });

  it('asks one more to come back later under either prefix, stores nothing of it, and then takes it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < CONCURRENT_DOCUMENT_UPLOADS + 1; i++)
      ids.push((await docUploadVerification(held.app, `busy${i}@mail.example`))[0]!);
    const waiting = ids.slice(0, CONCURRENT_DOCUMENT_UPLOADS).map((id, i) => send(id, i % 2 === 1));
    await vi.waitFor(() => expect(gate.taken).toBe(CONCURRENT_DOCUMENT_UPLOADS), { timeout: 30_000, interval: 20 });

    const last = ids.at(-1)!;
    for (const sales of [false, true]) {
      const busy = await send(last, sales);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ errorId: 'UPLOAD_BUSY', status: 503 });
      expect(busy.headers['retry-after']).toBe('5');
    }
    const stored = async (id: string) =>
      (await held.app.db.query('select 1 from verification_documents where verification_id = $1', [id])).rows.length;
    expect(await stored(last)).toBe(0);

    gate.open();
    for (const res of await Promise.all(waiting)) expect(res.statusCode, res.body).toBe(201);
    expect((await send(last, false)).statusCode).toBe(201);
    expect(await stored(last)).toBe(1);
  });
});
