import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { openScratchFile, releaseFileBytes, type FileBytes } from './file-bytes.ts';
import { readCentralDirectory, ZipRefusal, type ZipEntry, type ZipLimits } from './zip-directory.ts';
import { writeZip, type ZipPart } from './zip-write.ts';

const LIMITS: ZipLimits = {
  maxEntries: 10,
  maxTotalUncompressed: 10 * 1024 * 1024,
  maxEntryUncompressed: 8 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
};

function deflatedPart(name: string, content: string | Buffer, declared?: Partial<ZipEntry>): ZipPart {
  const raw = Buffer.from(content);
  const data = zlib.deflateRawSync(raw);
  const entry: ZipEntry = {
    name,
    method: 8,
    flags: 0,
    crc32: zlib.crc32(raw),
    compressedSize: data.length,
    uncompressedSize: raw.length,
    localHeaderOffset: 0,
    ...declared,
  };
  return { name, entry, data };
}

const zip = (parts: ZipPart[]) => Buffer.concat(writeZip(parts));

/** Where the central directory starts, from the end record (a zip written here has no comment). */
const centralDirectoryOffset = (buf: Buffer) => buf.readUInt32LE(buf.length - 22 + 16);

async function refusalOf(promise: Promise<unknown>): Promise<ZipRefusal> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ZipRefusal) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('readCentralDirectory', async () => {
  it('lists the entries with their declared sizes, stored and deflated', async () => {
    const buf = zip([deflatedPart('a.xml', 'x'.repeat(1000)), { name: 'b.txt', content: Buffer.from('hello') }]);
    const { entries } = await readCentralDirectory(buf, LIMITS);
    expect(entries.map((e) => [e.name, e.method, e.uncompressedSize])).toEqual([
      ['a.xml', 8, 1000],
      ['b.txt', 0, 5],
    ]);
    expect(centralDirectoryOffset(buf)).toBeLessThan(buf.length);
  });

  it('refuses what is not a zip, or a zip cut short', async () => {
    expect((await refusalOf(readCentralDirectory(Buffer.from('FAN ID,Status\n'), LIMITS))).problem).toBe('notZip');
    expect((await refusalOf(readCentralDirectory(Buffer.alloc(0), LIMITS))).problem).toBe('notZip');
    const whole = zip([deflatedPart('a.xml', 'abc')]);
    expect((await refusalOf(readCentralDirectory(whole.subarray(0, whole.length - 5), LIMITS))).problem).toBe('notZip');
  });

  it('refuses more entries than the limit, before reading any of them', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, content: Buffer.from('x') }));
    expect(await refusalOf(readCentralDirectory(zip(parts), LIMITS))).toMatchObject({
      problem: 'tooManyEntries',
      message: '11 entries declared (at most 10)',
    });
  });

  it('refuses declared sizes over the limits, per entry and in total, without inflating', async () => {
    const huge = deflatedPart('xl/worksheets/sheet1.xml', '<x/>', { uncompressedSize: 0xfffffff0 });
    expect((await refusalOf(readCentralDirectory(zip([huge]), LIMITS))).problem).toBe('tooLarge');
    const parts = [1, 2, 3].map((i) => ({ name: `p${i}`, content: Buffer.alloc(4 * 1024 * 1024) }));
    expect((await refusalOf(readCentralDirectory(zip(parts), LIMITS))).message).toMatch(
      /more than 10485760 bytes unpacked/,
    );
  });

  it('refuses an entry packed beyond the ratio limit (a zip bomb), but not small parts', async () => {
    const bomb = deflatedPart('sheet.xml', Buffer.alloc(5 * 1024 * 1024, 0x61));
    expect(await refusalOf(readCentralDirectory(zip([bomb]), LIMITS))).toMatchObject({ problem: 'ratio' });
    expect(
      (await readCentralDirectory(zip([deflatedPart('small.xml', Buffer.alloc(60 * 1024, 0x61))]), LIMITS)).entries,
    ).toHaveLength(1);
  });

  it('refuses encrypted entries, unknown methods and repeated names', async () => {
    const buf = zip([deflatedPart('a.xml', 'abc')]);
    const cd = centralDirectoryOffset(buf);
    const encrypted = Buffer.from(buf);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(cd + 8) | 1, cd + 8);
    expect((await refusalOf(readCentralDirectory(encrypted, LIMITS))).problem).toBe('encrypted');
    const bzip2 = Buffer.from(buf);
    bzip2.writeUInt16LE(12, cd + 10);
    expect((await refusalOf(readCentralDirectory(bzip2, LIMITS))).problem).toBe('unsupported');
    expect(
      (await refusalOf(readCentralDirectory(zip([deflatedPart('a', 'x'), deflatedPart('a', 'y')]), LIMITS))).problem,
    ).toBe('corrupt');
  });
});

/** The same file on disk, as a spooled upload is: an unlinked scratch file known by its descriptor. */
const opened: FileBytes[] = [];
function onDisk(buf: Buffer): FileBytes {
  const fd = openScratchFile('zip-test');
  fs.writeSync(fd, buf, 0, buf.length, 0);
  const file = { fd, size: buf.length };
  opened.push(file);
  return file;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map(releaseFileBytes));
});

describe.each([
  ['in memory', (buf: Buffer): Buffer | FileBytes => buf],
  ['on disk', onDisk],
])('a zip %s: inflateVerified and readEntry', (_where, file) => {
  it('unpack an entry of exactly its declared size and CRC', async () => {
    const dir = await readCentralDirectory(file(zip([deflatedPart('a.xml', 'hello fans')])), LIMITS);
    expect((await dir.readEntry(dir.entries[0]!)).toString()).toBe('hello fans');
    const big = Buffer.from(Array.from({ length: 30_000 }, (_, i) => `<fan id="${i * 7919}"/>`).join(''));
    const large = await readCentralDirectory(file(zip([deflatedPart('b.xml', big)])), LIMITS);
    expect((await large.readEntry(large.entries[0]!)).equals(big)).toBe(true);
  });

  it('stop as soon as an entry unpacks past its declaration', async () => {
    const liar = deflatedPart('sheet.xml', Buffer.alloc(2 * 1024 * 1024, 0x62), { uncompressedSize: 100_000 });
    const dir = await readCentralDirectory(file(zip([liar])), { ...LIMITS, maxRatio: 1e9 });
    let seen = 0;
    const err = await refusalOf(dir.inflateVerified(dir.entries[0]!, (c) => (seen += c.length)));
    expect(err.problem).toBe('tooLarge');
    expect(seen).toBeLessThanOrEqual(100_000);
  });

  it('refuse an entry shorter than declared, or failing its CRC', async () => {
    const d1 = await readCentralDirectory(file(zip([deflatedPart('a.xml', 'abc', { uncompressedSize: 10 })])), LIMITS);
    expect((await refusalOf(d1.readEntry(d1.entries[0]!))).problem).toBe('corrupt');
    const d2 = await readCentralDirectory(file(zip([deflatedPart('a.xml', 'abc', { crc32: 1 })])), LIMITS);
    expect((await refusalOf(d2.readEntry(d2.entries[0]!))).message).toMatch(/CRC/);
  });

  it('refuse a local header that names another file', async () => {
    const dir = await readCentralDirectory(file(zip([deflatedPart('a.xml', 'abc')])), LIMITS);
    expect((await refusalOf(dir.locate({ ...dir.entries[0]!, name: 'b.xml' }))).problem).toBe('corrupt');
  });

  it('refuse what is not a zip, from its first bytes', async () => {
    expect((await refusalOf(readCentralDirectory(file(Buffer.from('FAN ID,Status\n')), LIMITS))).problem).toBe(
      'notZip',
    );
    expect((await refusalOf(readCentralDirectory(file(Buffer.alloc(0)), LIMITS))).problem).toBe('notZip');
  });
});
