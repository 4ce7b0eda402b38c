import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_UPLOAD_TEXTS, enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { docUploadBody, docUploadVerification, freshAddress, type DocPart } from './support/verification.ts';

/**
 * The discount program's verification documents (001 §7) judged by their content alone, through docUpload: attack
 * files made at test time — markup, scripts, archives and bombs, PDFs that run scripts, files cut short, polyglots —
 * each refused with its key in the one error shape, the verification left waiting for documents and nothing stored;
 * and the allowed kinds kept under the kind found in their content, whatever they were called.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ VERIFICATION_ATTEMPTS_PER_DAY: '1000' });
});
afterAll(() => t.close());

let n = 0;
const newVerification = async () => (await docUploadVerification(t.app, `corpus${++n}@mail.example`, false))[0]!;

const upload = (verificationId: string, files: DocPart[]) =>
  t.app.inject({
    method: 'POST',
    url: enrollmentPaths.docUpload(false),
    remoteAddress: freshAddress(),
    ...docUploadBody({ verificationId }, files),
  });

const stored = async () =>
  (
    await t.app.db.query<Record<string, number>>(
      `select (select count(*)::int from verification_documents) as documents,
              (select count(*)::int from stored_files) as files`,
    )
  ).rows[0]!;

const status = async (id: string) =>
  ((await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus(id) })).json() as { status: string })
    .status;

const text = (s: string) => Buffer.from(s, 'utf8');
const TYPE = { status: 415, key: 'invalidFileType' } as const;

describe('verification documents refused by their content, in the one error shape, nothing stored', () => {
  const cases: Array<[string, () => DocPart, { status: number; key: keyof (typeof DOC_UPLOAD_TEXTS)['en'] }]> = [
    [
      'HTML named as a PNG',
      () => ({ fileName: 'id-card.png', bytes: text('<html><script>alert(1)</script></html>'), type: 'image/png' }),
      TYPE,
    ],
    [
      'SVG with a script, named as a PNG',
      () => ({
        fileName: 'id-card.png',
        bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        type: 'image/svg+xml',
      }),
      TYPE,
    ],
    [
      'an executable named as a PDF',
      () => ({ fileName: 'paystub.pdf', bytes: Buffer.concat([text('MZ'), Buffer.alloc(500, 0x90)]) }),
      TYPE,
    ],
    ['a PDF signature alone', () => ({ fileName: 'paystub.pdf', bytes: text('%PDF-1.7\n') }), TYPE],
    [
      'a PDF cut short (no end of file)',
      () => ({ fileName: 'paystub.pdf', bytes: corpus.pdf().subarray(0, corpus.pdf().length - 8) }),
      TYPE,
    ],
    [
      'a PDF that runs a script when opened',
      () => ({
        fileName: 'paystub.pdf',
        bytes: text(
          '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.launchURL(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      }),
      TYPE,
    ],
    [
      'a PDF with markup after its end (a polyglot)',
      () => ({
        fileName: 'paystub.pdf',
        bytes: Buffer.concat([corpus.pdf(), text('<html><script>alert(1)</script></html>')]),
      }),
      TYPE,
    ],
    [
      'a PNG with a page behind it that ends "IEND" like a PNG',
      () => ({
        fileName: 'id-card.png',
        bytes: Buffer.concat([corpus.png(), text('<html><script>alert(1)</script></html>IEND\0\0\0\0')]),
      }),
      TYPE,
    ],
    [
      'a GIF with a page behind it that ends ";" like a GIF',
      () => ({
        fileName: 'id-card.gif',
        bytes: Buffer.concat([corpus.gif(), text('<html><script>alert(1)</script></html>;')]),
      }),
      TYPE,
    ],
    [
      'a PDF with a page behind it that ends "%%EOF" like a PDF',
      () => ({
        fileName: 'paystub.pdf',
        bytes: Buffer.concat([corpus.pdf(), text('<html><script>alert(1)</script></html>\n%%EOF\n')]),
      }),
      TYPE,
    ],
    [
      'a PNG signature followed by HTML',
      () => ({
        fileName: 'id-card.png',
        bytes: Buffer.concat([corpus.png().subarray(0, 8), text('<html><script>alert(1)</script></html>')]),
      }),
      TYPE,
    ],
    [
      'a zip (not a kind 001 allows)',
      () => ({ fileName: 'documents.zip', bytes: corpus.zip([{ name: 'paystub.pdf', content: corpus.pdf() }]) }),
      TYPE,
    ],
    [
      'a zip that unpacks to 1 GiB, named as a PDF',
      () => ({ fileName: 'paystub.pdf', bytes: corpus.zip([corpus.gibibyteOfZeros('paystub.pdf')]) }),
      TYPE,
    ],
    [
      'a Word document with macros',
      () => ({
        fileName: 'letter.docx',
        bytes: corpus.docx([{ name: 'word/vbaProject.bin', content: text('vba') }]),
      }),
      TYPE,
    ],
    [
      'a Word 97 document with macros, named as a PDF',
      () => ({ fileName: 'letter.pdf', bytes: corpus.compoundFile(['WordDocument', 'Macros']) }),
      TYPE,
    ],
    ['an empty file', () => ({ fileName: 'paystub.pdf', bytes: Buffer.alloc(0) }), { status: 400, key: 'emptyFile' }],
  ];

  it.each(cases)('refuses %s', async (_name, file, expected) => {
    const id = await newVerification();
    const before = await stored();
    const res = await upload(id, [file()]);
    expect(res.statusCode, res.body).toBe(expected.status);
    expect(res.json()).toEqual({
      errorId: expected.key,
      errorCode: expected.key,
      message: DOC_UPLOAD_TEXTS.en[expected.key],
      status: expected.status,
    });
    expect(await stored()).toEqual(before);
    expect(await status(id)).toBe('docUpload');
  });

  it('refuses the whole upload when one of its files is an attack, keeping none of the others', async () => {
    const id = await newVerification();
    const before = await stored();
    const res = await upload(id, [
      { fileName: 'id-card.png', bytes: corpus.png() },
      { fileName: 'paystub.pdf', bytes: text('<html><script>alert(1)</script></html>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
    expect(await status(id)).toBe('docUpload');
  });
});

describe('verification documents kept as the kind their content is', () => {
  it.each([
    ['a PNG named .pdf', 'scan.pdf', corpus.png, 'png'],
    ['a JPEG named .png', 'scan.png', corpus.jpeg, 'jpeg'],
    ['a GIF named .jpg', 'scan.jpg', corpus.gif, 'gif'],
    ['a BMP named .gif', 'scan.gif', corpus.bmp, 'bmp'],
    ['a PDF named .png', 'scan.png', corpus.pdf, 'pdf'],
  ] as const)('keeps %s as %s', async (_name, fileName, bytes, kind) => {
    const id = await newVerification();
    const before = await stored();
    const res = await upload(id, [{ fileName, bytes: bytes() }]);
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await t.app.db.query<{ kind: string }>(
      'select kind from verification_documents where verification_id = $1',
      [id],
    );
    expect(rows).toEqual([{ kind }]);
    expect(await stored()).toEqual({ documents: before.documents! + 1, files: before.files! + 1 });
    expect(await status(id)).toBe('pending');
  });
});
