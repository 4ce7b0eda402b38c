import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  METHOD_DEFLATED,
  METHOD_STORED,
  readRange,
  releaseFileBytes,
  ShortFile,
  spool,
  unpackRange,
  type FileBytes,
} from './file-bytes.ts';
import { openScratchFiles, withTmpdir } from './test-support.ts';

/** 3 MB of text that does not repeat, in pieces as a request body arrives. */
const BODY = Buffer.from(Array.from({ length: 120_000 }, (_, i) => `row ${i * 7919} of the file;`).join(''));
async function* arriving(bytes: Buffer, piece = 64 * 1024): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += piece) {
    await new Promise((resolve) => setImmediate(resolve));
    yield bytes.subarray(at, at + piece);
  }
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const whole = async (file: FileBytes, size: number) => readRange(file, { offset: 0, length: size });

const kept: FileBytes[] = [];
afterEach(async () => {
  await Promise.all(kept.splice(0).map(releaseFileBytes));
});

describe('spool', () => {
  it('keeps a file on disk, unlinked, with its size and SHA-256, until it is let go of', async () => {
    const spooled = await spool(arriving(BODY));
    kept.push(spooled.data);
    expect('fd' in spooled.data).toBe(true);
    expect(spooled.size).toBe(BODY.length);
    expect(spooled.sha256).toBe(sha256(BODY));
    expect((await whole(spooled.data, spooled.size)).equals(BODY)).toBe(true);
    // deleted on disk while open: nothing in the temporary folder, only the descriptor
    expect(openScratchFiles('upload')).toEqual([expect.stringMatching(/\(deleted\)$/)]);
    expect(fs.readdirSync(os.tmpdir()).filter((n) => /^upload-\w{6}$/.test(n))).toEqual([]);
    await releaseFileBytes(kept.pop()!);
    expect(openScratchFiles('upload')).toEqual([]);
  });

  it('keeps the file in memory where no temporary folder takes it, or the disk is full', async () => {
    const noFolder = await spool(arriving(BODY), () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    });
    expect('bytes' in noFolder.data && Buffer.from(noFolder.data.bytes).equals(BODY)).toBe(true);
    expect(noFolder.sha256).toBe(sha256(BODY));
    // /dev/full takes nothing: every write fails as on a full disk, and what arrives stays in memory
    const full = await spool(arriving(BODY), () => fs.openSync('/dev/full', 'r+'));
    expect('bytes' in full.data && Buffer.from(full.data.bytes).equals(BODY)).toBe(true);
    expect(full.size).toBe(BODY.length);
  });

  it('leaves nothing open when the body fails on its way', async () => {
    async function* cut() {
      yield BODY.subarray(0, 100_000);
      throw new Error('the client went away');
    }
    await expect(spool(cut())).rejects.toThrow('the client went away');
    expect(openScratchFiles('upload')).toEqual([]);
  });
});

describe.each([
  ['in memory', async (bytes: Buffer): Promise<FileBytes> => ({ bytes: Buffer.from(bytes) })],
  [
    'on disk',
    async (bytes: Buffer): Promise<FileBytes> => {
      const spooled = await spool(arriving(bytes));
      kept.push(spooled.data);
      return spooled.data;
    },
  ],
])('a file %s', (_where, place) => {
  it('gives a stretch of itself, and refuses one past its end', async () => {
    const file = await place(BODY);
    const stretch = { offset: 70_000, length: 200_000 };
    expect((await readRange(file, stretch)).equals(BODY.subarray(70_000, 270_000))).toBe(true);
    await expect(readRange(file, { offset: BODY.length - 10, length: 11 })).rejects.toThrow(ShortFile);
  });

  it('unpacks a stored or deflated stretch in pieces, and says when deflated data is damaged', async () => {
    const packed = zlib.deflateRawSync(BODY);
    const file = await place(Buffer.concat([Buffer.from('header'), packed, BODY]));
    const unpacked = async (range: { offset: number; length: number }, method: number) => {
      const pieces: Buffer[] = [];
      for await (const piece of unpackRange(file, range, method)) pieces.push(piece);
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(64 * 1024);
      return Buffer.concat(pieces);
    };
    expect((await unpacked({ offset: 6, length: packed.length }, METHOD_DEFLATED)).equals(BODY)).toBe(true);
    expect((await unpacked({ offset: 6 + packed.length, length: BODY.length }, METHOD_STORED)).equals(BODY)).toBe(true);
    await expect(unpacked({ offset: 6 + packed.length, length: 1000 }, METHOD_DEFLATED)).rejects.toMatchObject({
      code: expect.stringMatching(/^Z_/),
    });
  });

  it('stops unpacking when the reader leaves early', async () => {
    const packed = zlib.deflateRawSync(Buffer.concat([BODY, BODY, BODY]));
    const file = await place(packed);
    let pieces = 0;
    for await (const _ of unpackRange(file, { offset: 0, length: packed.length }, METHOD_DEFLATED)) {
      if (++pieces === 2) break;
    }
    expect(pieces).toBe(2);
  });
});

it('a scratch file is made in the temporary folder the system names', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'named-tmp-'));
  try {
    const spooled = await withTmpdir(dir, () => spool(arriving(BODY.subarray(0, 1000))));
    kept.push(spooled.data);
    expect(openScratchFiles('upload')[0]).toContain(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
