import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '@carrier/shared/self-service';

/**
 * What a file is by its content, for the allowed deployment-orders types (000 §5). A name or a browser's reported
 * type cannot vouch for content; the bytes can. file-type reads the signatures (and, for a zip, its entries, which
 * tell a Word document from any other zip); plain text has no signature and is judged here. Null for anything else.
 */
const KIND_OF: Partial<Record<string, UploadKind>> = {
  pdf: 'pdf',
  // an Illustrator file is a PDF with extra data, and was accepted as one before
  ai: 'pdf',
  jpg: 'jpeg',
  // JPEG-LS and animated PNG carry the JPEG and PNG signatures the rule names
  jls: 'jpeg',
  png: 'png',
  apng: 'png',
  // an OLE compound file: the legacy Word format among them
  cfb: 'msword',
  rtf: 'rtf',
  gif: 'gif',
  bmp: 'bmp',
  docx: 'docx',
  zip: 'zip',
};

/**
 * file-type names many zip containers (jar, epub, OpenDocument, xlsx, …); for 000 §5 all but a Word document are a
 * zip, so the zip signature itself decides that they are.
 */
const isZip = (buf: Buffer) =>
  buf.length >= 4 && buf.readUInt16LE(0) === 0x4b50 && [0x0403, 0x0605].includes(buf.readUInt16LE(2));

/** A bitmap's header states its own file size; 'BM' alone is two letters a note may start with. */
const isWholeBitmap = (buf: Buffer) => buf.length >= 26 && buf.readUInt32LE(2) === buf.length;

/** Plain text: valid UTF-8 without NUL or control characters other than tab, line breaks and form feed. */
function isPlainText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 64 * 1024);

  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(sample.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

export async function sniffUploadKind(buf: Buffer): Promise<UploadKind | null> {
  if (buf.length === 0) return null;
  const found = await fileTypeFromBuffer(buf);
  const kind = (found ? KIND_OF[found.ext] : undefined) ?? (isZip(buf) ? 'zip' : undefined);
  if (kind && (kind !== 'bmp' || isWholeBitmap(buf))) return kind;
  return isPlainText(buf) ? 'text' : null;
}

/**
 * Whether content of kind `sniffed` may travel under a name or type claiming `claimed`: the same kind, or a Word
 * document sent as a zip (it is one).
 */
export function contentMatchesClaim(claimed: UploadKind, sniffed: UploadKind | null): boolean {
  if (sniffed === null) return false;
  return claimed === sniffed || (claimed === 'zip' && sniffed === 'docx');
}
