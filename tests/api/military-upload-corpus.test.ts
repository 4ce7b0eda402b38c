import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILITARY_TEXT } from '@carrier/shared/self-service';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';
import { cancelFields, MILITARY_URL, militaryBody, type FilePart } from './support/self-service.ts';

/**
 * The deployment orders (000 §5) judged by their content alone, through the military webform: attack files made
 * at test time, each refused in the one error shape with nothing stored and nothing e-mailed; and accepted files
 * kept and e-mailed under our name with the type found in the content, whatever the customer called them.
 */
let t: TestApp;
let c1: Caller;
beforeAll(async () => {
  t = await startTestApp();
  c1 = await t.login('customer1');
});
afterAll(() => t.close());

const state = async () =>
  (
    await t.app.db.query<Record<string, number>>(
      `select (select count(*)::int from military_requests) as requests,
              (select count(*)::int from military_request_files) as records,
              (select count(*)::int from stored_files) as files,
              (select count(*)::int from outbox_messages) as mails`,
    )
  ).rows[0]!;

const send = (file: FilePart) =>
  c1.inject({ method: 'POST', url: MILITARY_URL, ...militaryBody(cancelFields(), file) });

interface Expected {
  status: number;
  errorId: string;
  message: string;
}
const TYPE: Expected = { status: 415, errorId: 'UPLOAD_TYPE', message: MILITARY_TEXT.uploadType };
const ARCHIVE: Expected = { status: 422, errorId: 'UPLOAD_ARCHIVE', message: MILITARY_TEXT.uploadArchive };
const EMPTY: Expected = { status: 400, errorId: 'UPLOAD_EMPTY', message: MILITARY_TEXT.uploadEmpty };

describe('deployment orders refused by their content, in the one error shape, nothing stored or e-mailed', () => {
  const text = (s: string) => Buffer.from(s, 'utf8');
  const cases: Array<[string, () => FilePart, Expected]> = [
    [
      'HTML declared as plain text',
      () => ({
        fileName: 'orders.txt',
        bytes: text('<html><body><script>alert(1)</script></body></html>'),
        type: 'text/plain',
      }),
      TYPE,
    ],
    [
      'HTML under its own name',
      () => ({ fileName: 'orders.html', bytes: text('<!DOCTYPE html><p>Orders</p>'), type: 'text/html' }),
      TYPE,
    ],
    [
      'SVG declared as plain text',
      () => ({
        fileName: 'orders.txt',
        bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        type: 'text/plain',
      }),
      TYPE,
    ],
    [
      'XML declared as plain text',
      () => ({ fileName: 'orders.txt', bytes: text('<?xml version="1.0"?><orders/>'), type: 'text/plain' }),
      TYPE,
    ],
    [
      'a batch script declared as plain text',
      () => ({ fileName: 'orders.txt', bytes: text('@echo off\r\ndel /q C:\\*\r\n'), type: 'text/plain' }),
      TYPE,
    ],
    [
      'a batch script under its own name',
      () => ({ fileName: 'orders.bat', bytes: text('@echo off\r\nstart evil.exe\r\n'), type: 'application/x-bat' }),
      TYPE,
    ],
    [
      'markup after 200 KB of plain text',
      () => ({
        fileName: 'orders.txt',
        bytes: text(`${'Orders issued.\n'.repeat(14_000)}<iframe src="https://evil.example">`),
        type: 'text/plain',
      }),
      TYPE,
    ],
    [
      'an executable declared as a PDF',
      () => ({
        fileName: 'orders.pdf',
        bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]),
        type: 'application/pdf',
      }),
      TYPE,
    ],
    [
      'a PDF signature alone',
      () => ({ fileName: 'orders.pdf', bytes: text('%PDF-1.7\n'), type: 'application/pdf' }),
      TYPE,
    ],
    [
      'a PDF that runs a script when opened',
      () => ({
        fileName: 'orders.pdf',
        bytes: text(
          '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.launchURL(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
        type: 'application/pdf',
      }),
      TYPE,
    ],
    [
      'a Word 97 document with macros',
      () => ({
        fileName: 'orders.doc',
        bytes: corpus.compoundFile(['WordDocument', 'Macros']),
        type: 'application/msword',
      }),
      TYPE,
    ],
    [
      'a zip that unpacks to 1 GiB',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip([corpus.gibibyteOfZeros('orders.pdf')]),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'a zip that lies about the 1 GiB',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip([corpus.gibibyteOfZeros('orders.pdf', { uncompressedSize: 4_000_000 })]),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'a zip bomb by ratio',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip([corpus.deflated('orders.txt', Buffer.alloc(20_000_000, 0x41))]),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'a zip of 1,000 entries',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip(Array.from({ length: 1000 }, (_, i) => ({ name: `p${i}.txt`, content: text(`page ${i}`) }))),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'an encrypted zip',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.withCentralFlags(corpus.zip([corpus.deflated('orders.pdf', corpus.pdf())]), 1),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'a zip holding HTML',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip([
          { name: 'orders.pdf', content: corpus.pdf() },
          { name: 'index.html', content: text('<html><script>x()</script></html>') },
        ]),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'a zip inside a zip',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip([{ name: 'inner.zip', content: corpus.zip([{ name: 'a.pdf', content: corpus.pdf() }]) }]),
        type: 'application/zip',
      }),
      ARCHIVE,
    ],
    [
      'a Word document with macros',
      () => ({
        fileName: 'orders.docx',
        bytes: corpus.docx([{ name: 'word/vbaProject.bin', content: text('vba') }]),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      ARCHIVE,
    ],
    ['an empty file', () => ({ fileName: 'orders.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' }), EMPTY],
  ];

  it.each(cases)('%s', async (_name, file, expected) => {
    const before = await state();
    const res = await send(file());
    expect(res.statusCode, res.body).toBe(expected.status);
    expect(res.json()).toEqual(expected);
    expect(await state()).toEqual(before);
  });
});

describe('deployment orders accepted by their content, kept and e-mailed under our name and the type found', () => {
  const cases: Array<[string, () => FilePart, string, string]> = [
    [
      'a PDF called orders.txt, declared as text',
      () => ({ fileName: 'orders.txt', bytes: corpus.pdf(), type: 'text/plain' }),
      'pdf',
      'application/pdf',
    ],
    [
      'a PNG declared as a PDF',
      () => ({ fileName: 'orders.pdf', bytes: corpus.png(), type: 'application/pdf' }),
      'png',
      'image/png',
    ],
    [
      'plain text called orders.html',
      () => ({ fileName: 'orders.html', bytes: Buffer.from('Orders issued 2026-01-15.\n'), type: 'text/html' }),
      'txt',
      'text/plain; charset=utf-8',
    ],
    [
      'a Word document without a name or type',
      () => ({ fileName: 'scan0042', bytes: corpus.docx(), type: 'application/octet-stream' }),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'a zip of a PDF and a scan',
      () => ({
        fileName: 'orders.zip',
        bytes: corpus.zip([
          { name: 'orders.pdf', content: corpus.pdf() },
          { name: 'scan.png', content: corpus.png() },
        ]),
        type: 'application/x-zip-compressed',
      }),
      'zip',
      'application/zip',
    ],
  ];

  it.each(cases)('%s', async (_name, file, extension, mediaType) => {
    const part = file();
    const res = await send(part);
    expect(res.statusCode, res.body).toBe(200);
    const { requestId, reference } = res.json();
    const row = (
      await t.app.db.query<{
        file_name: string;
        media_type: string;
        original_name: string;
        content: Uint8Array;
        body: string;
      }>(
        `select f.file_name, f.media_type, f.original_name, s.content, o.body
           from military_request_files f join stored_files s using (stored_name)
           join outbox_messages o on o.attachment_military_file = f.request_id
          where f.request_id = $1`,
        [requestId],
      )
    ).rows[0]!;
    expect(row).toMatchObject({
      file_name: `deployment-orders-${reference}.${extension}`,
      media_type: mediaType,
      original_name: part.fileName,
    });
    expect(Buffer.from(row.content).equals(part.bytes)).toBe(true);
    expect(row.body).toContain(`Deployment orders (attached): deployment-orders-${reference}.${extension}`);
    expect(row.body).not.toContain(part.fileName);
  });
});
