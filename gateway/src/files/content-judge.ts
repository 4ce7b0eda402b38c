import { fileTypeFromBuffer } from 'file-type';
import { inspectArchive, type ArchiveProblem } from './archive-inspect.ts';
import { FILE_KINDS, type FileKind } from './file-kinds.ts';
import { scanPdf } from './pdf-scan.ts';
import { judgePlainText } from './plain-text.ts';

/**
 * The one judge of an uploaded file, for every upload route: what the bytes are, decided from the content alone —
 * never from the customer's file name or the type their browser declared — among the kinds the route allows.
 * An accepted file is stored and sent under the kind's own media type and extension (file-kinds.ts), so what the
 * team receives opens as what it is. Signatures are read by file-type; plain text, which has none, is judged
 * here (plain-text.ts: markup and script are not plain text); zip containers are inspected (archive-inspect.ts).
 */
export type Refusal =
  /** no bytes */
  | 'empty'
  /** no kind this judge knows, or a known kind's signature without the structure behind it */
  | 'unrecognised'
  /** a kind the route does not allow */
  | 'notAllowed'
  /** text that is HTML, SVG, XML or other markup */
  | 'markup'
  /** text that is a script */
  | 'script'
  /** a document that carries macros, scripts or embedded objects (pdf-scan.ts for PDFs) */
  | 'activeContent'
  /** a zip container that does not pass inspection (too large unpacked, too many entries, lying sizes, …) */
  | 'archive';

export type Judgement =
  | { ok: true; kind: FileKind; mediaType: string; extension: string }
  | { ok: false; refusal: Refusal; detail: string; archiveProblem?: ArchiveProblem };

/** file-type's names → our kinds; a name missing here is a kind no route allows. */
const KIND_OF: Partial<Record<string, FileKind>> = {
  pdf: 'pdf',
  // an Illustrator file is a PDF with extra data
  ai: 'pdf',
  jpg: 'jpeg',
  // JPEG-LS and animated PNG carry the JPEG and PNG signatures
  jls: 'jpeg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  bmp: 'bmp',
  rtf: 'rtf',
  cfb: 'msword',
  docx: 'docx',
};

const isZip = (buf: Buffer) =>
  buf.length >= 4 && buf.readUInt16LE(0) === 0x4b50 && [0x0403, 0x0605].includes(buf.readUInt16LE(2));

/** file-type's names for markup: refused whatever the route allows, as markup in a text file is. */
const MARKUP_TYPES = new Set(['xml', 'svg', 'html', 'htm', 'xhtml', 'mathml']);

/** Bytes a writer may leave after a file's end: whitespace and NULs (padding), nothing that could be read as more. */
function onlyPadding(tail: Buffer): boolean {
  for (const byte of tail)
    if (byte !== 0x00 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x20) return false;
  return true;
}

/** Where a PNG ends: its chunks walked from the signature (length, type, data, CRC) to IEND; -1 if it never does. */
function pngEnd(buf: Buffer): number {
  for (let at = 8; at + 12 <= buf.length;) {
    const next = at + 12 + buf.readUInt32BE(at);
    if (next > buf.length) return -1;
    if (buf.toString('latin1', at + 4, at + 8) === 'IEND') return next;
    at = next;
  }
  return -1;
}

/** Where a GIF's data sub-blocks end, from `at`: size bytes each followed by that much data, up to a zero size. */
function subBlocksEnd(buf: Buffer, at: number): number {
  while (at < buf.length) {
    const size = buf[at]!;
    if (size === 0) return at + 1;
    at += size + 1;
  }
  return -1;
}

/**
 * Where a GIF ends: its screen descriptor and colour table, then its blocks walked (extensions, images with their
 * own colour tables and data) to the trailer (0x3B); -1 if it never does.
 */
function gifEnd(buf: Buffer): number {
  if (buf.length < 13) return -1;
  const table = (flags: number) => (flags & 0x80 ? 3 << ((flags & 0x07) + 1) : 0);
  let at = 13 + table(buf[10]!);
  while (at >= 0 && at < buf.length) {
    const block = buf[at]!;
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = subBlocksEnd(buf, at + 2);
    else if (block === 0x2c && at + 10 <= buf.length) at = subBlocksEnd(buf, at + 10 + table(buf[at + 9]!) + 1);
    else return -1;
  }
  return -1;
}

/**
 * A signature is the first bytes of a file, not the file: a file of a kind must also end the way that kind ends,
 * so a signature alone, or a file cut short, is not accepted as the kind it begins as; and a PNG or GIF must carry
 * nothing after its end but padding, so no page or script rides behind a valid image (a polyglot). Their ends are
 * found by walking the file's own structure (PNG chunks to IEND, GIF blocks to the trailer), so a payload that
 * merely ends with an end marker is still found. A PDF ends with `%%EOF` and has only padding after its last one;
 * what it holds outside its streams is scanned for markup (pdf-scan.ts), wherever it was put. A JPEG has its
 * end-of-image marker (phones append a video after it, so what follows is left alone); a bitmap's header states its
 * own file size.
 */
const COMPLETE: Partial<Record<FileKind, (buf: Buffer) => boolean>> = {
  pdf: (buf) => {
    const end = buf.lastIndexOf('%%EOF');
    return end > 0 && onlyPadding(buf.subarray(end + 5));
  },
  png: (buf) => {
    const end = pngEnd(buf);
    return end > 0 && onlyPadding(buf.subarray(end));
  },
  gif: (buf) => {
    const end = gifEnd(buf);
    return end > 0 && onlyPadding(buf.subarray(end));
  },
  jpeg: (buf) => buf.indexOf(Buffer.from([0xff, 0xd9]), 2) > 0,
  bmp: (buf) => buf.length >= 26 && buf.readUInt32LE(2) === buf.length,
};

/**
 * The names in an OLE compound file's directory (file-type's `cfb`: Word, Excel, PowerPoint, installers, …).
 * Directory entries are 128 bytes, sector-aligned after the 512- or 4096-byte header: a UTF-16 name, its length
 * in bytes with the terminator, then the entry type (1 storage, 2 stream).
 */
function compoundEntries(buf: Buffer): Array<{ name: string; type: number }> {
  const sectorSize = 1 << (buf.length >= 0x20 ? buf.readUInt16LE(0x1e) : 9);
  if (sectorSize !== 512 && sectorSize !== 4096) return [];
  const out: Array<{ name: string; type: number }> = [];
  for (let at = sectorSize; at + 128 <= buf.length; at += 128) {
    const nameBytes = buf.readUInt16LE(at + 0x40);
    const type = buf[at + 0x42]!;
    if (nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0 || type < 1 || type > 5) continue;
    if (buf.readUInt16LE(at + nameBytes - 2) !== 0) continue;
    out.push({ name: buf.toString('utf16le', at, at + nameBytes - 2), type });
  }
  return out;
}

type Recognised = { kind: FileKind } | { refusal: Refusal; detail: string };

/** A Word 97–2003 document has a WordDocument stream; one with a Macros storage carries VBA. */
function recogniseCompound(buf: Buffer): Recognised {
  const entries = compoundEntries(buf);
  if (!entries.some((e) => e.name === 'WordDocument' && e.type === 2))
    return { refusal: 'unrecognised', detail: 'a compound file that is not a Word document' };
  if (entries.some((e) => (e.name === 'Macros' || e.name === '_VBA_PROJECT_CUR') && e.type === 1))
    return { refusal: 'activeContent', detail: 'a Word document with macros' };
  return { kind: 'msword' };
}

async function recognise(buf: Buffer): Promise<Recognised> {
  const found = await fileTypeFromBuffer(buf);
  const kind = found ? KIND_OF[found.ext] : undefined;
  if (kind === 'msword') return recogniseCompound(buf);
  if (kind && COMPLETE[kind]?.(buf) === false)
    return { refusal: 'unrecognised', detail: `a ${kind} signature without the rest of the file` };
  if (
    kind === 'rtf' &&
    /\\obj(?:ect|data|emb|link|autlink|sub|pub|ocx|html|class|update)(?![a-z])/.test(buf.toString('latin1'))
  )
    return { refusal: 'activeContent', detail: 'rich text with an embedded object' };
  if (kind === 'pdf') {
    const pdf = scanPdf(buf);
    if (!pdf.ok) return { refusal: 'activeContent', detail: pdf.detail };
  }
  if (kind) return { kind };
  // every other zip container (jar, epub, OpenDocument, a macro-enabled Word document, …) is a plain zip here,
  // so its entries are judged one by one
  if (isZip(buf)) return { kind: 'zip' };
  if (found && MARKUP_TYPES.has(found.ext)) return { refusal: 'markup', detail: found.mime };
  if (found) return { refusal: 'unrecognised', detail: `${found.ext} (${found.mime})` };
  const text = judgePlainText(buf);
  if (text.ok) return { kind: 'text' };
  return { refusal: text.problem === 'notText' ? 'unrecognised' : text.problem, detail: text.detail };
}

/**
 * Judges bytes against the kinds a route allows. A ZIP archive's entries may be any allowed kind except another
 * ZIP archive (an archive inside an archive is refused), so inspection goes at most one Word document deep.
 */
export async function judgeContent(bytes: Buffer, allowed: readonly FileKind[]): Promise<Judgement> {
  if (bytes.length === 0) return { ok: false, refusal: 'empty', detail: 'no bytes' };
  const found = await recognise(bytes);
  if ('refusal' in found) return { ok: false, refusal: found.refusal, detail: found.detail };
  const { kind } = found;
  if (!allowed.includes(kind)) return { ok: false, refusal: 'notAllowed', detail: `${kind} is not allowed here` };
  if (kind === 'zip' || kind === 'docx') {
    const inside = allowed.filter((k) => k !== 'zip');
    const verdict = await inspectArchive(bytes, kind, async (entry) => {
      const judged = await judgeContent(entry, inside);
      return judged.ok ? null : `${judged.refusal} (${judged.detail})`;
    });
    if (!verdict.ok)
      return { ok: false, refusal: 'archive', detail: `${kind}: ${verdict.detail}`, archiveProblem: verdict.problem };
  }
  const { mediaType, extension } = FILE_KINDS[kind];
  return { ok: true, kind, mediaType, extension };
}
