import zlib from 'node:zlib';
import { METHOD_STORED, type ZipEntry } from './zip-directory.ts';

/**
 * Writes a plain zip from parts of a checked one (xlsx-inspect.ts): no library writes a zip around packed bytes it
 * did not pack itself, and these bytes were verified once and must not be inflated again.
 */
const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const FLAG_UTF8 = 0x0800;

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
