import { constants as zlibConstants, inflateSync } from 'node:zlib';

/**
 * Active content in a PDF: what a reader would run or open rather than show. Scripts (/JavaScript, /JS), launching
 * another program (/Launch), files carried inside (/EmbeddedFile, /EmbeddedFiles, /GoToE), Flash and other rich
 * media (/RichMedia), and XFA forms (/XFA), which carry their own scripts. A document that proves a customer's
 * status needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'GoToE',
  'RichMedia',
  'XFA',
]);

/**
 * A web page or script written into a PDF's own text (outside its streams, where a reader never looks for one):
 * the makings of a file that is a PDF to a PDF reader and a page to a browser. The metadata PDFs carry is XML
 * (`<?xpacket`, `<x:xmpmeta`), which this leaves alone.
 */
const MARKUP = /<\s*(?:html|head|body|script|iframe|svg|object|embed|form|meta|!doctype\s+html)[\s>/]/i;

/** How much of a PDF's object streams is unpacked to look inside, in all: the objects of a scanned letter fit. */
export const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;

/** A PDF name token: a solidus, then regular characters (PDF 32000-1 §7.2.2, §7.3.5); `#xx` is a hex-escaped byte. */
const NAME = /\/([^\s()<>[\]{}/%]+)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function activeNameIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}

/** How far before a stream its dictionary is looked for. */
const MAX_DICTIONARY_CHARS = 4096;

interface Stream {
  /** the names in the stream's dictionary */
  names: string[];
  start: number;
  end: number;
}

/**
 * The PDF's text split into what lies between streams (dictionaries, plain objects: scanned as they are) and the
 * streams' bodies (page drawing, images, fonts: binary, in which any three bytes may spell a name by chance, so
 * only object streams, where packed objects live, are looked into).
 */
function split(text: string): { outside: string[]; streams: Stream[] } {
  const outside: string[] = [];
  const streams: Stream[] = [];
  const STREAM = /stream\r?\n/g;
  let from = 0;
  for (let m = STREAM.exec(text); m; m = STREAM.exec(text)) {
    if (text.startsWith('end', m.index - 3)) continue;
    // the stream's dictionary: from its object's header (`12 0 obj`) to the keyword, nested dictionaries included
    const window = text.slice(Math.max(from, m.index - MAX_DICTIONARY_CHARS), m.index);
    const header = [...window.matchAll(/\d+\s+\d+\s+obj\b/g)].at(-1);
    const dictionary = header ? window.slice(header.index) : window;
    const start = m.index + m[0].length;
    const endAt = text.indexOf('endstream', start);
    const end = endAt < 0 ? text.length : endAt;
    outside.push(text.slice(from, start));
    streams.push({ names: [...dictionary.matchAll(NAME)].map((n) => decodeName(n[1]!)), start, end });
    from = end;
    STREAM.lastIndex = end + 'endstream'.length;
    if (endAt < 0) break;
  }
  outside.push(text.slice(from));
  return { outside, streams };
}

export type PdfVerdict = { ok: true } | { ok: false; detail: string };

/**
 * Looks through a PDF's objects, those written plainly and those packed in object streams, for active content
 * (names written with `#xx` escapes included). Object streams are unpacked when Flate-compressed or unfiltered, up
 * to MAX_OBJECT_STREAM_BYTES in all; one packed any other way, or past the bound, cannot be looked into and is
 * refused too, since what it hides cannot be known.
 */
export function scanPdf(bytes: Buffer): PdfVerdict {
  const { outside, streams } = split(bytes.toString('latin1'));
  for (const part of outside) {
    const plain = activeNameIn(part);
    if (plain) return { ok: false, detail: `a PDF with /${plain}` };
    if (MARKUP.test(part)) return { ok: false, detail: 'a PDF with a web page or script in it' };
  }
  let budget = MAX_OBJECT_STREAM_BYTES;
  for (const stream of streams) {
    if (!stream.names.includes('ObjStm')) continue;
    const filters = stream.names.filter((n) => n.endsWith('Decode'));
    const raw = bytes.subarray(stream.start, stream.end);
    let body: Buffer;
    if (filters.length === 0) body = raw;
    else if (filters.length === 1 && filters[0] === 'FlateDecode') {
      try {
        body = inflateSync(raw, { maxOutputLength: Math.max(1, budget), finishFlush: zlibConstants.Z_SYNC_FLUSH });
      } catch {
        return { ok: false, detail: 'a PDF object stream that cannot be unpacked within bounds' };
      }
    } else return { ok: false, detail: `a PDF object stream packed with ${filters.join(', ')}` };
    budget -= body.length;
    if (budget <= 0) return { ok: false, detail: 'PDF object streams larger than can be looked into' };
    const packed = activeNameIn(body.toString('latin1'));
    if (packed) return { ok: false, detail: `a PDF with /${packed} in an object stream` };
  }
  return { ok: true };
}
