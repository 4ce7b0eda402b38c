import zlib from 'node:zlib';
import { METHOD_DEFLATED, type ZipEntry } from './zip-directory.ts';
import { writeZip, type ZipPart } from './zip-write.ts';

/**
 * Files for the upload tests, made at test time (never checked in): real documents of each kind, zips and Word
 * documents, and the ways they are bent — bombs, lying sizes, encrypted entries, links. Used by the unit tests
 * beside the content judge and by the API suites that send them through the upload routes.
 */
export const pdf = () =>
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A 1×1 grey PNG: signature, IHDR, IDAT, IEND. */
export const png = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');

/** A JPEG's start-of-image and JFIF header, some data, its end-of-image marker. */
export const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(32),
    Buffer.from([0xff, 0xd9]),
  ]);

export const gif = () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A bitmap whose header states its own size. */
export function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  return b;
}

/**
 * An OLE compound file (the Word 97–2003 container, also Excel's and installers') whose directory holds the named
 * entries: a header with 512-byte sectors, then one directory sector with the root and each name as a stream,
 * or a storage for 'Macros'.
 */
export function compoundFile(names: readonly string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  const entries = ['Root Entry', ...names];
  const directory = Buffer.alloc(Math.ceil(entries.length / 4) * 512);
  entries.forEach((name, i) => {
    const at = i * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory[at + 0x42] = i === 0 ? 5 : name === 'Macros' ? 1 : 2;
  });
  return Buffer.concat([header, directory]);
}

/** A zip entry packed with deflate, its declarations overridable to lie. */
export function deflated(name: string, content: Buffer, declare: Partial<ZipEntry> = {}): ZipPart {
  return deflatedPart(name, zlib.deflateRawSync(content), zlib.crc32(content), content.length, declare);
}

/** Deflated bytes as a zip part, with what they unpack to (CRC and size) unless `declare` says otherwise. */
function deflatedPart(
  name: string,
  data: Buffer,
  crc32: number,
  uncompressedSize: number,
  declare: Partial<ZipEntry>,
): ZipPart {
  return {
    name,
    data,
    entry: {
      name,
      method: METHOD_DEFLATED,
      flags: 0,
      crc32,
      compressedSize: data.length,
      uncompressedSize,
      localHeaderOffset: 0,
      ...declare,
    },
  };
}

/**
 * One entry that really unpacks to 1 GiB of zeros from about 1 MB: the same fully flushed deflate segment of
 * 1 MiB of zeros, 1024 times, then an empty final block. Its declarations may be made to lie.
 */
export function gibibyteOfZeros(name: string, declare: Partial<ZipEntry> = {}): ZipPart {
  const mebibyte = Buffer.alloc(1 << 20);
  const segment = zlib.deflateRawSync(mebibyte, { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 });
  const data = Buffer.concat([...Array.from({ length: 1024 }, () => segment), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let i = 0; i < 1024; i++) crc = zlib.crc32(mebibyte, crc);
  return deflatedPart(name, data, crc, 1 << 30, declare);
}

export const zip = (parts: readonly ZipPart[]) => Buffer.concat(writeZip(parts));

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A Word document as Word writes one ([Content_Types].xml naming the main part, then the parts), with extra parts. */
export function docx(extra: readonly ZipPart[] = [], mainType = WORD_MAIN): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      content: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`,
      ),
    },
    deflated(
      'word/document.xml',
      Buffer.from(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Orders</w:t></w:r></w:p></w:body></w:document>',
      ),
    ),
    ...extra,
  ]);
}

/** Sets general-purpose flags (0x0001: encrypted) on every entry, in the local and the central headers. */
export function withCentralFlags(buf: Buffer, flags: number): Buffer {
  const out = Buffer.from(buf);
  for (let at = out.indexOf('PK\x03\x04', 0, 'latin1'); at >= 0; at = out.indexOf('PK\x03\x04', at + 4, 'latin1'))
    out.writeUInt16LE(out.readUInt16LE(at + 6) | flags, at + 6);
  for (let at = out.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = out.indexOf('PK\x01\x02', at + 4, 'latin1'))
    out.writeUInt16LE(out.readUInt16LE(at + 8) | flags, at + 8);
  return out;
}

/** Sets every entry's external attributes (a Unix mode in the high 16 bits) in the central directory. */
export function withExternalAttributes(buf: Buffer, attributes: number): Buffer {
  const out = Buffer.from(buf);
  for (let at = out.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = out.indexOf('PK\x01\x02', at + 4, 'latin1'))
    out.writeUInt32LE(attributes >>> 0, at + 38);
  return out;
}
