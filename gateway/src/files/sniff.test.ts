import { describe, expect, it } from 'vitest';
import { contentMatchesClaim, sniffUploadKind } from './sniff.ts';
import { writeZip } from './zip-write.ts';

const bmp = () => {
  const b = Buffer.alloc(30);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(30, 2);
  return b;
};

/** A Word document as Word writes one: [Content_Types].xml naming the main document part, then the parts. */
const docx = () =>
  Buffer.concat(
    writeZip([
      {
        name: '[Content_Types].xml',
        content: Buffer.from(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      { name: 'word/document.xml', content: Buffer.from('<w:document/>') },
    ]),
  );
const otherZip = () => Buffer.concat(writeZip([{ name: 'orders.pdf', content: Buffer.from('%PDF-1.7') }]));

describe('sniffUploadKind (000 §5 allowed types, by content)', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n...')],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    // a 1×1 grey PNG: the signature alone, without its IHDR chunk, is not an image
    [
      'png',
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    ['msword', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])],
    ['rtf', Buffer.from('{\\rtf1\\ansi hello}')],
    ['gif', Buffer.from('GIF89a\x01\x00', 'latin1')],
    ['bmp', bmp()],
    ['zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('orders.pdf')])],
    ['zip', otherZip()],
    ['zip', Buffer.concat(writeZip([{ name: 'META-INF/MANIFEST.MF', content: Buffer.from('Manifest-Version: 1.0') }]))],
    ['zip', Buffer.concat(writeZip([]))],
    ['docx', docx()],
    ['text', Buffer.from('Orders issued 2026-01-15\r\nUnit: 3rd\tBattalion — été\n')],
  ])('%s', async (kind, bytes) => expect(await sniffUploadKind(bytes)).toBe(kind));

  it.each([
    ['empty', Buffer.alloc(0)],
    ['an executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
    ['binary noise', Buffer.from([0x00, 0x01, 0x02, 0xff])],
    ['a PNG signature without an image header', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['invalid UTF-8', Buffer.from([0x68, 0x69, 0xc3, 0x28])],
    ['"BM" text with a wrong size', Buffer.from('BM is a plain note\u0001', 'latin1')],
  ])('refuses %s', async (_name, bytes) => expect(await sniffUploadKind(bytes)).toBeNull());

  it('matches claims: same kind, or a docx sent as zip; nothing else', () => {
    expect(contentMatchesClaim('pdf', 'pdf')).toBe(true);
    expect(contentMatchesClaim('zip', 'docx')).toBe(true);
    expect(contentMatchesClaim('pdf', 'png')).toBe(false);
    expect(contentMatchesClaim('docx', 'zip')).toBe(false);
    expect(contentMatchesClaim('text', null)).toBe(false);
  });
});
