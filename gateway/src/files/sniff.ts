import type { UploadKind } from '@carrier/shared/self-service';

/**
 * What a file is by its first bytes (magic numbers), for the allowed deployment-orders types (000 §5). A name or a
 * browser's reported type cannot vouch for content; these bytes can. Returns null for anything else.
 */
const startsWith = (buf: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return buf.length >= at + bytes.length && buf.subarray(at, at + bytes.length).equals(bytes);
};

/** A zip whose entries name word/document.xml is a Word document (docx); any other zip is a zip. */
function zipKind(buf: Buffer): 'docx' | 'zip' {
  return buf.includes(Buffer.from('word/document.xml', 'latin1')) && buf.includes(Buffer.from('[Content_Types].xml', 'latin1'))
    ? 'docx'
    : 'zip';
}

/** Plain text: valid UTF-8 without NUL or control characters other than tab, line breaks and form feed. */
function isPlainText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 64 * 1024);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(sample.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

export function sniffUploadKind(buf: Buffer): UploadKind | null {
  if (buf.length === 0) return null;
  if (startsWith(buf, '%PDF-')) return 'pdf';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'msword';
  if (startsWith(buf, '{\\rtf')) return 'rtf';
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return 'gif';
  if (startsWith(buf, 'BM') && buf.length >= 26 && buf.readUInt32LE(2) === buf.length) return 'bmp';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06])) return zipKind(buf);
  if (isPlainText(buf)) return 'text';
  return null;
}

/**
 * Whether content of kind `sniffed` may travel under a name or type claiming `claimed`: the same kind, or a Word
 * document sent as a zip (it is one).
 */
export function contentMatchesClaim(claimed: UploadKind, sniffed: UploadKind | null): boolean {
  if (sniffed === null) return false;
  return claimed === sniffed || (claimed === 'zip' && sniffed === 'docx');
}
