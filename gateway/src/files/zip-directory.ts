import zlib from 'node:zlib';
import yauzl from 'yauzl';
import {
  asFileBytes,
  fileSize,
  METHOD_DEFLATED,
  METHOD_STORED,
  readRange,
  ShortFile,
  unpackRange,
  type FileBytes,
  type FileRange,
} from './file-bytes.ts';

export { METHOD_DEFLATED, METHOD_STORED };

/**
 * A zip's central directory, read by yauzl over the file where it is (in memory, or on disk by its descriptor: an
 * upload of at most 10 MB either way). What each entry declares — names, methods, compressed and unpacked sizes — is
 * held to limits without inflating anything, so a zip bomb is refused on its declarations alone. What is inflated
 * later is held to the declared size and CRC (inflateVerified; yauzl checks neither against a lying entry as
 * tightly), so a file whose data unpacks to more than it declared is refused too.
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

export interface ZipDirectory {
  entries: ZipEntry[];
  /** The file the entries lie in. */
  file: FileBytes;
  /** Where an entry's packed bytes lie, after a local header whose name must match the directory's. */
  locate(entry: ZipEntry): Promise<FileRange>;
  /**
   * Unpacks an entry and checks it is exactly the declared size with the declared CRC-32, never producing more than
   * the declared size: a lying entry is refused as soon as it overflows. `onChunk` sees the bytes as they come (to
   * keep them, or to read them through); nothing is kept otherwise. What `onChunk` throws stops the unpacking and is
   * passed on. Returns where the packed bytes lie.
   */
  inflateVerified(entry: ZipEntry, onChunk?: (chunk: Buffer, offset: number) => void): Promise<FileRange>;
  /** An entry's content, unpacked and verified (for small parts only: the caller bounds the size first). */
  readEntry(entry: ZipEntry): Promise<Buffer>;
}

function open(file: FileBytes): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
  return new Promise((resolve, reject) => {
    const opened = (err: Error | null, zip: yauzl.ZipFile) => (err ? reject(err) : resolve(zip));
    // the descriptor stays the file's owner's to close: the directory is never closed
    if ('fd' in file) yauzl.fromFd(file.fd, options, opened);
    else
      yauzl.fromBuffer(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength), options, opened);
  });
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
export async function readCentralDirectory(source: Uint8Array | FileBytes, limits: ZipLimits): Promise<ZipDirectory> {
  const file = asFileBytes(source);
  if (fileSize(file) < 22 || (await readRange(file, { offset: 0, length: 4 })).readUInt32LE(0) !== SIG_LOCAL)
    throw new ZipRefusal('notZip', 'no zip signature at the start');
  const zip = await open(file).catch((err: Error) => Promise.reject(openRefusal(err)));
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
  const locate = (entry: ZipEntry) => locateData(zip, entry);
  const inflate = async (entry: ZipEntry, onChunk?: (chunk: Buffer, offset: number) => void) => {
    const range = await locate(entry);
    await inflateVerified(entry, file, range, onChunk);
    return range;
  };
  return {
    entries,
    file,
    locate,
    inflateVerified: inflate,
    readEntry: async (entry) => {
      const out = Buffer.allocUnsafe(entry.uncompressedSize);
      await inflate(entry, (chunk, offset) => chunk.copy(out, offset));
      return out;
    },
  };
}

async function locateData(zip: yauzl.ZipFile, entry: ZipEntry): Promise<FileRange> {
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
  return { offset: header.fileDataStart, length: entry.compressedSize };
}

async function inflateVerified(
  entry: ZipEntry,
  file: FileBytes,
  range: FileRange,
  onChunk?: (chunk: Buffer, offset: number) => void,
): Promise<void> {
  let seen = 0;
  let crc = 0;
  try {
    for await (const chunk of unpackRange(file, range, entry.method)) {
      if (seen + chunk.length > entry.uncompressedSize)
        throw new ZipRefusal('tooLarge', `${entry.name} unpacks to more than it declares`);
      onChunk?.(chunk, seen);
      crc = zlib.crc32(chunk, crc);
      seen += chunk.length;
    }
  } catch (err) {
    if (err instanceof ShortFile) throw new ZipRefusal('corrupt', `${entry.name}: ${err.message}`);
    // zlib's own errors (code Z_…) mean damaged data; anything else is ours or the caller's, passed on
    const code = (err as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('Z_')) throw err;
    throw new ZipRefusal('corrupt', `${entry.name} does not unpack: ${(err as Error).message}`);
  }
  if (seen !== entry.uncompressedSize)
    throw new ZipRefusal(
      'corrupt',
      `${entry.name} unpacks to ${seen} bytes, not the ${entry.uncompressedSize} declared`,
    );
  if (crc >>> 0 !== entry.crc32 >>> 0) throw new ZipRefusal('corrupt', `${entry.name} fails its CRC check`);
}
