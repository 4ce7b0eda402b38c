import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { judgeContent } from './content-judge.ts';
import { MAX_OBJECT_STREAM_BYTES, scanPdf } from './pdf-scan.ts';

/** A small PDF of the given objects (bodies after `N 0 obj`), with a cross-reference table and trailer. */
function pdf(...objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>';
const stream = (dictionary: string, body: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${body.length} >>\nstream\n`),
    body,
    Buffer.from('\nendstream'),
  ]);
const drawing = stream('', Buffer.from('BT /F1 12 Tf 72 712 Td (Deployment orders) Tj ET'));
/** An object stream holding the given objects' text, Flate-compressed unless told otherwise. */
const objectStream = (objects: string, filter: string | null = '/FlateDecode') =>
  stream(
    `/Type /ObjStm /N 1 /First 4${filter ? ` /Filter ${filter}` : ''}`,
    filter === '/FlateDecode' ? deflateSync(Buffer.from(`5 0 ${objects}`)) : Buffer.from(`5 0 ${objects}`),
  );

describe('PDF active content', () => {
  it('accepts a plain document, and one whose packed objects are plain', async () => {
    expect(scanPdf(pdf(catalog, pages, page, drawing))).toEqual({ ok: true });
    expect(scanPdf(pdf(catalog, pages, page, drawing, objectStream('<< /Type /Annot /Subtype /Link >>')))).toEqual({
      ok: true,
    });
    expect(await judgeContent(pdf(catalog, pages, page, drawing), ['pdf'])).toMatchObject({ ok: true, kind: 'pdf' });
  });

  it('refuses a script that runs on opening, however its name is written', async () => {
    const openAction = (name: string) =>
      pdf(`<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /${name} /JS (app.alert(1)) >> >>`, pages, page, drawing);
    expect(scanPdf(openAction('JavaScript'))).toEqual({ ok: false, detail: 'a PDF with /JavaScript' });
    expect(scanPdf(openAction('J#61vaScript'))).toEqual({ ok: false, detail: 'a PDF with /JavaScript' });
    expect(await judgeContent(openAction('JavaScript'), ['pdf'])).toMatchObject({
      ok: false,
      refusal: 'activeContent',
    });
  });

  it('refuses launching a program, files carried inside, rich media and XFA forms', () => {
    for (const [object, name] of [
      ['<< /S /Launch /F (cmd.exe) >>', 'Launch'],
      ['<< /Type /EmbeddedFile /Length 0 >>', 'EmbeddedFile'],
      ['<< /Names << /EmbeddedFiles 9 0 R >> >>', 'EmbeddedFiles'],
      ['<< /S /GoToE /T << /R /C >> >>', 'GoToE'],
      ['<< /Subtype /RichMedia >>', 'RichMedia'],
      ['<< /AcroForm << /XFA 9 0 R >> >>', 'XFA'],
    ])
      expect(scanPdf(pdf(catalog, pages, page, drawing, object!))).toEqual({
        ok: false,
        detail: `a PDF with /${name}`,
      });
  });

  it('looks inside compressed object streams, and refuses one it cannot look into', () => {
    expect(scanPdf(pdf(catalog, pages, page, drawing, objectStream('<< /S /JavaScript /JS 6 0 R >>')))).toEqual({
      ok: false,
      detail: 'a PDF with /JavaScript in an object stream',
    });
    expect(scanPdf(pdf(catalog, pages, page, drawing, objectStream('<< /S /JS >>', null)))).toMatchObject({
      ok: false,
    });
    expect(
      scanPdf(pdf(catalog, pages, page, drawing, objectStream('<< /S /Launch >>', '[/ASCIIHexDecode /FlateDecode]'))),
    ).toEqual({ ok: false, detail: 'a PDF object stream packed with ASCIIHexDecode, FlateDecode' });
    const bomb = stream(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(MAX_OBJECT_STREAM_BYTES + 1)),
    );
    expect(scanPdf(pdf(catalog, pages, page, drawing, bomb))).toMatchObject({ ok: false });
  });

  it('does not read names into page drawing or image data, where any bytes may spell one', () => {
    const image = stream(
      '/Type /XObject /Subtype /Image /Filter /DCTDecode',
      Buffer.from('\xff\xd8 /JS /Launch \xff\xd9', 'latin1'),
    );
    expect(scanPdf(pdf(catalog, pages, page, drawing, image))).toEqual({ ok: true });
  });
});
