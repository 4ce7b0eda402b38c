import zlib from 'node:zlib';
import yauzl from 'yauzl';

/**
 * A zip's central directory, read by yauzl over a buffer already in memory (an upload of at most 10 MB). What each
 * entry declares — names, methods, compressed and unpacked sizes — is held to limits without inflating anything,
 * so a zip bomb is refused on its declarations alone. What is inflated later is held to the declared size and CRC
 * (inflateVerified; yauzl checks neither against a lying entry as tightly), so a file whose data unpacks to more
 * than it declared is refused too.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** The central directory's external attributes (a Unix mode in the high 16 bits: a symbolic link shows there). */
  externalAttributes?: number;
}

export interface ZipLimits {
  /** Entries in the central directory, checked before any is read (a normal workbook has 10–30). */
  maxEntries: number;
  /** The sum of every entry's declared unpacked size. */
  maxTotalUncompressed: number;
  /** One entry's declared unpacked size. */
  maxEntryUncompressed: number;
  /** Unpacked ÷ packed of one entry; worksheets run at 5–20. */
  maxRatio: number;
  /** Entries smaller than this unpacked are not held to the ratio (tiny parts compress oddly). */
  ratioFloorBytes: number;
}

export type ZipProblem = 'notZip' | 'tooManyEntries' | 'tooLarge' | 'ratio' | 'encrypted' | 'unsupported' | 'corrupt';

export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'ZipRefusal';
  }
}

const SIG_LOCAL = 0x04034b50;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
export const METHOD_STORED = 0;
export const METHOD_DEFLATED = 8;

export interface ZipDirectory {
  entries: ZipEntry[];
  /** An entry's packed bytes (a view of the buffer), after a local header whose name must match the directory's. */
  entryData(entry: ZipEntry): Promise<Buffer>;
}

function open(buf: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

function openRefusal(err: Error): ZipRefusal {
  return /multi-disk/.test(err.message)
    ? new ZipRefusal('unsupported', err.message)
    : new ZipRefusal('notZip', err.message);
}

function checkEntry(e: ZipEntry, limits: ZipLimits): void {
  if (e.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || e.method === 99)
    throw new ZipRefusal('encrypted', `${e.name} is encrypted`);
  if (e.method !== METHOD_STORED && e.method !== METHOD_DEFLATED)
    throw new ZipRefusal('unsupported', `${e.name} uses compression method ${e.method}`);
  if (e.method === METHOD_STORED && e.compressedSize !== e.uncompressedSize)
    throw new ZipRefusal('corrupt', `${e.name} stored with two sizes`);
  if (e.uncompressedSize > limits.maxEntryUncompressed) {
    throw new ZipRefusal(
      'tooLarge',
      `${e.name} declares ${e.uncompressedSize} bytes unpacked (at most ${limits.maxEntryUncompressed})`,
    );
  }
  if (
    e.uncompressedSize >= limits.ratioFloorBytes &&
    e.uncompressedSize > Math.max(e.compressedSize, 1) * limits.maxRatio
  ) {
    throw new ZipRefusal(
      'ratio',
      `${e.name} declares a compression ratio of ${Math.round(e.uncompressedSize / Math.max(e.compressedSize, 1))}:1`,
    );
  }
}

/** The central directory's entries, checked against the limits; throws ZipRefusal. Nothing is inflated. */
export async function readCentralDirectory(buf: Buffer, limits: ZipLimits): Promise<ZipDirectory> {
  if (buf.length < 22 || buf.readUInt32LE(0) !== SIG_LOCAL)
    throw new ZipRefusal('notZip', 'no zip signature at the start');
  const zip = await open(buf).catch((err: Error) => Promise.reject(openRefusal(err)));
  if (zip.entryCount > limits.maxEntries)
    throw new ZipRefusal('tooManyEntries', `${zip.entryCount} entries declared (at most ${limits.maxEntries})`);

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let totalUncompressed = 0;
  try {
    for await (const raw of zip.eachEntry()) {
      const entry: ZipEntry = {
        name: raw.fileName,
        method: raw.compressionMethod,
        flags: raw.generalPurposeBitFlag,
        crc32: raw.crc32,
        compressedSize: raw.compressedSize,
        uncompressedSize: raw.uncompressedSize,
        localHeaderOffset: raw.relativeOffsetOfLocalHeader,
        externalAttributes: raw.externalFileAttributes,
      };
      checkEntry(entry, limits);
      if (names.has(entry.name)) throw new ZipRefusal('corrupt', `${entry.name} appears twice`);
      names.add(entry.name);
      totalUncompressed += entry.uncompressedSize;
      if (totalUncompressed > limits.maxTotalUncompressed) {
        throw new ZipRefusal('tooLarge', `entries declare more than ${limits.maxTotalUncompressed} bytes unpacked`);
      }
      entries.push(entry);
    }
  } catch (err) {
    if (err instanceof ZipRefusal) throw err;
    const message = (err as Error).message;
    throw new ZipRefusal(/encryption/.test(message) ? 'encrypted' : 'corrupt', message);
  }
  return { entries, entryData: (entry) => entryData(zip, buf, entry) };
}

async function entryData(zip: yauzl.ZipFile, buf: Buffer, entry: ZipEntry): Promise<Buffer> {
  let header;
  try {
    // yauzl reads the local header only from an Entry's offset and packed size.
    const at = {
      relativeOffsetOfLocalHeader: entry.localHeaderOffset,
      compressedSize: entry.compressedSize,
    } as yauzl.Entry;
    header = await zip.readLocalFileHeaderPromise(at);
  } catch (err) {
    throw new ZipRefusal('corrupt', `${entry.name}: ${(err as Error).message}`);
  }
  const name = header.fileName.toString(header.generalPurposeBitFlag & FLAG_UTF8 ? 'utf8' : 'latin1');
  if (name !== entry.name) throw new ZipRefusal('corrupt', `${entry.name}: local header names ${name}`);
  return buf.subarray(header.fileDataStart, header.fileDataStart + entry.compressedSize);
}

/**
 * Unpacks an entry and checks it is exactly the declared size with the declared CRC-32, never producing more than
 * the declared size: a lying entry is refused as soon as it overflows. `onChunk` sees the bytes as they come (to
 * keep them, or to read them through); nothing is kept otherwise. What `onChunk` throws stops the unpacking and is passed on.
 */
export async function inflateVerified(
  entry: ZipEntry,
  data: Buffer,
  onChunk?: (chunk: Buffer, offset: number) => void,
): Promise<void> {
  let seen = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    if (seen + chunk.length > entry.uncompressedSize)
      throw new ZipRefusal('tooLarge', `${entry.name} unpacks to more than it declares`);
    onChunk?.(chunk, seen);
    crc = zlib.crc32(chunk, crc);
    seen += chunk.length;
  };
  if (entry.method === METHOD_STORED) {
    take(data);
  } else {
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    inflater.end(data);
    try {
      for await (const chunk of inflater) take(chunk as Buffer);
    } catch (err) {
      inflater.destroy();
      // zlib's own errors (code Z_…) mean damaged data; anything else is ours or the caller's, passed on
      const code = (err as { code?: unknown }).code;
      if (typeof code !== 'string' || !code.startsWith('Z_')) throw err;
      throw new ZipRefusal('corrupt', `${entry.name} does not unpack: ${(err as Error).message}`);
    }
  }
  if (seen !== entry.uncompressedSize)
    throw new ZipRefusal(
      'corrupt',
      `${entry.name} unpacks to ${seen} bytes, not the ${entry.uncompressedSize} declared`,
    );
  if (crc >>> 0 !== entry.crc32 >>> 0) throw new ZipRefusal('corrupt', `${entry.name} fails its CRC check`);
}

/** An entry's content, unpacked and verified (for small parts only: the caller bounds the size first). */
export async function readEntry(entry: ZipEntry, data: Buffer): Promise<Buffer> {
  const out = Buffer.allocUnsafe(entry.uncompressedSize);
  await inflateVerified(entry, data, (chunk, offset) => chunk.copy(out, offset));
  return out;
}
