import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { untilWritable } from '../writable-room.ts';

/**
 * A received file's bytes, wherever they are: in memory, or in a scratch file on disk (an unlinked file, known only
 * by its descriptor, so it never outlives the process). Both forms cross to another thread as they are: a
 * descriptor belongs to the whole process, and bytes move with their memory.
 *
 * The fan upload keeps its file on disk while it is checked and read (spool), so the gateway's memory does not grow
 * with the file; where no temporary folder can take it, the file stays in memory and the upload goes on.
 */
export type FileBytes = { readonly bytes: Uint8Array } | { readonly fd: number; readonly size: number };

/** A stretch of a file: where a zip entry's packed bytes lie, for instance. */
export interface FileRange {
  offset: number;
  length: number;
}

/** A zip entry's ways of being packed: stored as it is, or deflated. */
export const METHOD_STORED = 0;
export const METHOD_DEFLATED = 8;

/** A file read in pieces of this many bytes. */
export const CHUNK_BYTES = 64 * 1024;

const read = promisify(fs.read);
const write = promisify(fs.write);
const close = promisify(fs.close);

/** Bytes given as they are, or a file already described: the file either way. */
export const asFileBytes = (source: Uint8Array | FileBytes): FileBytes =>
  source instanceof Uint8Array ? { bytes: source } : source;

export function fileSize(file: FileBytes): number {
  return 'bytes' in file ? file.bytes.byteLength : file.size;
}

/** The file ended before the stretch asked for: a file cut short, or a range it never had. */
export class ShortFile extends Error {}

function check(file: FileBytes, range: FileRange): void {
  if (range.offset < 0 || range.length < 0 || range.offset + range.length > fileSize(file))
    throw new ShortFile(`bytes ${range.offset}–${range.offset + range.length} lie past the file's end`);
}

/** A stretch of the file, in pieces of at most `chunkBytes` (views of the bytes when they are in memory). */
export async function* rangeChunks(
  file: FileBytes,
  range: FileRange,
  chunkBytes = CHUNK_BYTES,
): AsyncGenerator<Buffer> {
  check(file, range);
  const end = range.offset + range.length;
  if ('bytes' in file) {
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    for (let at = range.offset; at < end; at += chunkBytes) yield bytes.subarray(at, Math.min(end, at + chunkBytes));
    return;
  }
  for (let at = range.offset; at < end;) {
    const piece = Buffer.allocUnsafe(Math.min(chunkBytes, end - at));
    const { bytesRead } = await read(file.fd, piece, 0, piece.length, at);
    if (bytesRead === 0) throw new ShortFile(`the file ends at ${at}, before ${end}`);
    at += bytesRead;
    yield bytesRead === piece.length ? piece : piece.subarray(0, bytesRead);
  }
}

/** A stretch of the file as one buffer (for a small one: the caller bounds its length). */
export async function readRange(file: FileBytes, range: FileRange): Promise<Buffer> {
  check(file, range);
  if ('bytes' in file) return Buffer.from(file.bytes.buffer, file.bytes.byteOffset + range.offset, range.length);
  const out = Buffer.allocUnsafe(range.length);
  let at = 0;
  for await (const chunk of rangeChunks(file, range)) {
    chunk.copy(out, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A zip entry's packed bytes as they unpack (by its `method`: METHOD_STORED or METHOD_DEFLATED), in pieces of at
 * most `chunkBytes`. zlib's own errors (code Z_…) mean damaged data; a file cut short throws ShortFile.
 */
export async function* unpackRange(
  file: FileBytes,
  range: FileRange,
  method: number,
  chunkBytes = CHUNK_BYTES,
): AsyncGenerator<Buffer> {
  if (method === METHOD_STORED) {
    yield* rangeChunks(file, range, chunkBytes);
    return;
  }
  const inflater = zlib.createInflateRaw({ chunkSize: chunkBytes });
  const packed = rangeChunks(file, range);
  // fed as it is read: each piece written once the inflater has room for it
  const feeding = (async () => {
    for await (const chunk of packed) {
      if (inflater.destroyed) return;
      if (!inflater.write(chunk)) await untilWritable(inflater);
    }
    inflater.end();
  })().catch((err: Error) => inflater.destroy(err));
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } finally {
    inflater.destroy();
    await feeding;
  }
}

/** A file of the process's own: created in the system's temporary folder and unlinked while open. */
export function openScratchFile(prefix: string): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const file = path.join(dir, 'data');
  try {
    return fs.openSync(file, 'w+', 0o600);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Lets go of the file's disk copy, if it has one (its memory goes with its last reference). */
export async function releaseFileBytes(file: FileBytes): Promise<void> {
  if ('fd' in file) await close(file.fd);
}

/** A received file: its bytes, their count and their SHA-256, learned as they arrived. */
export interface SpooledFile {
  data: FileBytes;
  size: number;
  sha256: string;
}

/**
 * Takes a file as it arrives into a scratch file, hashing it on the way; without a temporary folder to write in, or
 * when the disk fills, it is kept in memory instead (what was written comes back) and goes on arriving. A stream
 * that fails leaves nothing behind.
 */
export async function spool(
  stream: AsyncIterable<Buffer>,
  openScratch: () => number = () => openScratchFile('upload'),
): Promise<SpooledFile> {
  const hash = createHash('sha256');
  let fd: number | null = null;
  try {
    fd = openScratch();
  } catch {
    // no temporary folder to write in: in memory
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      hash.update(chunk);
      if (fd !== null) {
        try {
          for (let done = 0; done < chunk.length;)
            done += (await write(fd, chunk, done, chunk.length - done, size + done)).bytesWritten;
        } catch {
          // a full disk: the file so far comes back into memory, and the rest stays there
          chunks.push(await readRange({ fd, size }, { offset: 0, length: size }), chunk);
          await close(fd);
          fd = null;
        }
      } else chunks.push(chunk);
      size += chunk.length;
    }
  } catch (err) {
    if (fd !== null) await close(fd);
    throw err;
  }
  return {
    data: fd !== null ? { fd, size } : { bytes: Buffer.concat(chunks, size) },
    size,
    sha256: hash.digest('hex'),
  };
}
