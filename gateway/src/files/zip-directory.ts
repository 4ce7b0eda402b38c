import zlib from 'node:zlib';

/**
 * A small reader of a zip file's central directory, over a buffer already in memory (an upload of at most 10 MB).
 * It reads what each entry declares — names, methods, compressed and unpacked sizes — without inflating anything,
 * so a zip bomb is refused on its declarations alone. What is inflated later is held to the declared size
 * (inflateVerified), so a file whose data unpacks to more than it declared is refused too.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipLimits {
  /** Entries read from the central directory before anything else (a normal workbook has 10–30). */
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
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
export const METHOD_STORED = 0;
export const METHOD_DEFLATED = 8;

function findEnd(buf: Buffer): number {
  const last = buf.length - END_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let i = last; i >= first; i--) {
    if (buf.readUInt32LE(i) === SIG_END && i + END_SIZE + buf.readUInt16LE(i + 20) === buf.length) return i;
  }
  return -1;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** Where the central directory starts: every entry's data lies before it. */
  offset: number;
}

/** The central directory's entries, checked against the limits; throws ZipRefusal. Nothing is inflated. */
export function readCentralDirectory(buf: Buffer, limits: ZipLimits): ZipDirectory {
  if (buf.length < END_SIZE || buf.readUInt32LE(0) !== SIG_LOCAL) throw new ZipRefusal('notZip', 'no zip signature at the start');
  const end = findEnd(buf);
  if (end < 0) throw new ZipRefusal('notZip', 'no end-of-central-directory record');
  const disk = buf.readUInt16LE(end + 4);
  const cdDisk = buf.readUInt16LE(end + 6);
  const onDisk = buf.readUInt16LE(end + 8);
  const total = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total) throw new ZipRefusal('unsupported', 'multi-disk zip');
  if (total === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw new ZipRefusal('unsupported', 'zip64 archive');
  if (total > limits.maxEntries) throw new ZipRefusal('tooManyEntries', `${total} entries declared (at most ${limits.maxEntries})`);
  if (cdOffset + cdSize > end) throw new ZipRefusal('corrupt', 'central directory outside the file');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let totalUncompressed = 0;
  let p = cdOffset;
  for (let i = 0; i < total; i++) {
    if (p + CENTRAL_SIZE > cdOffset + cdSize || buf.readUInt32LE(p) !== SIG_CENTRAL) throw new ZipRefusal('corrupt', `central directory entry ${i} unreadable`);
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const crc32 = buf.readUInt32LE(p + 16);
    const compressedSize = buf.readUInt32LE(p + 20);
    const uncompressedSize = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localHeaderOffset = buf.readUInt32LE(p + 42);
    const nameEnd = p + CENTRAL_SIZE + nameLength;
    if (nameEnd > cdOffset + cdSize) throw new ZipRefusal('corrupt', `central directory entry ${i} name outside the directory`);
    const name = buf.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1', p + CENTRAL_SIZE, nameEnd);
    p = nameEnd + extraLength + commentLength;

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || method === 99) throw new ZipRefusal('encrypted', `${name} is encrypted`);
    if (method !== METHOD_STORED && method !== METHOD_DEFLATED) throw new ZipRefusal('unsupported', `${name} uses compression method ${method}`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new ZipRefusal('unsupported', `${name} needs zip64`);
    }
    if (method === METHOD_STORED && compressedSize !== uncompressedSize) throw new ZipRefusal('corrupt', `${name} stored with two sizes`);
    if (names.has(name)) throw new ZipRefusal('corrupt', `${name} appears twice`);
    names.add(name);
    if (uncompressedSize > limits.maxEntryUncompressed) {
      throw new ZipRefusal('tooLarge', `${name} declares ${uncompressedSize} bytes unpacked (at most ${limits.maxEntryUncompressed})`);
    }
    totalUncompressed += uncompressedSize;
    if (totalUncompressed > limits.maxTotalUncompressed) {
      throw new ZipRefusal('tooLarge', `entries declare more than ${limits.maxTotalUncompressed} bytes unpacked`);
    }
    if (uncompressedSize >= limits.ratioFloorBytes && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw new ZipRefusal('ratio', `${name} declares a compression ratio of ${Math.round(uncompressedSize / Math.max(compressedSize, 1))}:1`);
    }
    entries.push({ name, method, flags, crc32, compressedSize, uncompressedSize, localHeaderOffset });
  }
  return { entries, offset: cdOffset };
}

/** Where an entry's packed bytes are, after its local header (whose name must match the directory's). */
export function entryData(buf: Buffer, entry: ZipEntry, centralDirectoryOffset: number): Buffer {
  const p = entry.localHeaderOffset;
  if (p + LOCAL_SIZE > buf.length || buf.readUInt32LE(p) !== SIG_LOCAL) throw new ZipRefusal('corrupt', `${entry.name}: no local header`);
  const nameLength = buf.readUInt16LE(p + 26);
  const extraLength = buf.readUInt16LE(p + 28);
  const localFlags = buf.readUInt16LE(p + 6);
  const name = buf.toString(localFlags & FLAG_UTF8 ? 'utf8' : 'latin1', p + LOCAL_SIZE, p + LOCAL_SIZE + nameLength);
  if (name !== entry.name) throw new ZipRefusal('corrupt', `${entry.name}: local header names ${name}`);
  const start = p + LOCAL_SIZE + nameLength + extraLength;
  const stop = start + entry.compressedSize;
  if (stop > Math.min(buf.length, centralDirectoryOffset)) throw new ZipRefusal('corrupt', `${entry.name}: data outside the file`);
  return buf.subarray(start, stop);
}

/**
 * Unpacks an entry and checks it is exactly the declared size with the declared CRC-32, never producing more than
 * the declared size: a lying entry is refused as soon as it overflows. `onChunk` sees the bytes as they come (to
 * keep them, or to look at the first of them); nothing is kept otherwise.
 */
export async function inflateVerified(entry: ZipEntry, data: Buffer, onChunk?: (chunk: Buffer, offset: number) => void): Promise<void> {
  let seen = 0;
  let crc = 0;
  const take = (chunk: Buffer) => {
    if (seen + chunk.length > entry.uncompressedSize) throw new ZipRefusal('tooLarge', `${entry.name} unpacks to more than it declares`);
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
      if (err instanceof ZipRefusal) throw err;
      throw new ZipRefusal('corrupt', `${entry.name} does not unpack: ${(err as Error).message}`);
    }
  }
  if (seen !== entry.uncompressedSize) throw new ZipRefusal('corrupt', `${entry.name} unpacks to ${seen} bytes, not the ${entry.uncompressedSize} declared`);
  if (crc >>> 0 !== entry.crc32 >>> 0) throw new ZipRefusal('corrupt', `${entry.name} fails its CRC check`);
}

/** An entry's content, unpacked and verified (for small parts only: the caller bounds the size first). */
export async function readEntry(entry: ZipEntry, data: Buffer): Promise<Buffer> {
  const out = Buffer.allocUnsafe(entry.uncompressedSize);
  await inflateVerified(entry, data, (chunk, offset) => chunk.copy(out, offset));
  return out;
}

/** A part of a zip to write: an entry's packed bytes as they are, under a (possibly new) name, or fresh content. */
export type ZipPart = { name: string; entry: ZipEntry; data: Buffer } | { name: string; content: Buffer };

function dosDateTime(): { time: number; date: number } {
  // 1980-01-01 00:00: the parts are rebuilt, their dates mean nothing.
  return { time: 0, date: (0 << 9) | (1 << 5) | 1 };
}

/**
 * Writes a plain zip of the given parts, in the given order, with every size in its local header and no data
 * descriptors: the layout a streaming unzipper reads without guessing. Packed bytes are reused, not re-packed.
 * Returns the list of buffers to send (no copy of the packed data).
 */
export function writeZip(parts: readonly ZipPart[]): Buffer[] {
  const { time, date } = dosDateTime();
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const isEntry = 'entry' in part;
    const data = isEntry ? part.data : part.content;
    const method = isEntry ? part.entry.method : METHOD_STORED;
    const crc = isEntry ? part.entry.crc32 : zlib.crc32(part.content);
    const size = isEntry ? part.entry.uncompressedSize : part.content.length;
    const local = Buffer.alloc(LOCAL_SIZE);
    local.writeUInt32LE(SIG_LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAG_UTF8, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(CENTRAL_SIZE);
    header.writeUInt32LE(SIG_CENTRAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(FLAG_UTF8, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    out.push(local, name, data);
    central.push(header, name);
    offset += LOCAL_SIZE + name.length + data.length;
  }
  const cdSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(END_SIZE);
  end.writeUInt32LE(SIG_END, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...out, ...central, end];
}
