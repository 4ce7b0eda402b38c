import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryData, inflateVerified, readCentralDirectory, readEntry, writeZip, ZipRefusal, type ZipEntry, type ZipLimits, type ZipPart } from './zip-directory.ts';

const LIMITS: ZipLimits = { maxEntries: 10, maxTotalUncompressed: 10 * 1024 * 1024, maxEntryUncompressed: 8 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 64 * 1024 };

function deflatedPart(name: string, content: string | Buffer, declared?: Partial<ZipEntry>): ZipPart {
  const raw = Buffer.from(content);
  const data = zlib.deflateRawSync(raw);
  const entry: ZipEntry = { name, method: 8, flags: 0, crc32: zlib.crc32(raw), compressedSize: data.length, uncompressedSize: raw.length, localHeaderOffset: 0, ...declared };
  return { name, entry, data };
}

const zip = (parts: ZipPart[]) => Buffer.concat(writeZip(parts));

function refusal(fn: () => unknown): ZipRefusal {
  try {
    fn();
  } catch (err) {
    if (err instanceof ZipRefusal) return err;
    throw err;
  }
  throw new Error('not refused');
}

async function refusalOf(promise: Promise<unknown>): Promise<ZipRefusal> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ZipRefusal) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('readCentralDirectory', () => {
  it('lists the entries with their declared sizes, stored and deflated', () => {
    const buf = zip([deflatedPart('a.xml', 'x'.repeat(1000)), { name: 'b.txt', content: Buffer.from('hello') }]);
    const { entries, offset } = readCentralDirectory(buf, LIMITS);
    expect(entries.map((e) => [e.name, e.method, e.uncompressedSize])).toEqual([['a.xml', 8, 1000], ['b.txt', 0, 5]]);
    expect(offset).toBeLessThan(buf.length);
  });

  it('refuses what is not a zip, or a zip cut short', () => {
    expect(refusal(() => readCentralDirectory(Buffer.from('FAN ID,Status\n'), LIMITS)).problem).toBe('notZip');
    expect(refusal(() => readCentralDirectory(Buffer.alloc(0), LIMITS)).problem).toBe('notZip');
    const whole = zip([deflatedPart('a.xml', 'abc')]);
    expect(refusal(() => readCentralDirectory(whole.subarray(0, whole.length - 5), LIMITS)).problem).toBe('notZip');
  });

  it('refuses more entries than the limit, before reading any of them', () => {
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, content: Buffer.from('x') }));
    expect(refusal(() => readCentralDirectory(zip(parts), LIMITS))).toMatchObject({ problem: 'tooManyEntries', message: '11 entries declared (at most 10)' });
  });

  it('refuses declared sizes over the limits, per entry and in total, without inflating', () => {
    const huge = deflatedPart('xl/worksheets/sheet1.xml', '<x/>', { uncompressedSize: 0xfffffff0 });
    expect(refusal(() => readCentralDirectory(zip([huge]), LIMITS)).problem).toBe('tooLarge');
    const parts = [1, 2, 3].map((i) => ({ name: `p${i}`, content: Buffer.alloc(4 * 1024 * 1024) }));
    expect(refusal(() => readCentralDirectory(zip(parts), LIMITS)).message).toMatch(/more than 10485760 bytes unpacked/);
  });

  it('refuses an entry packed beyond the ratio limit (a zip bomb), but not small parts', () => {
    const bomb = deflatedPart('sheet.xml', Buffer.alloc(5 * 1024 * 1024, 0x61));
    expect(refusal(() => readCentralDirectory(zip([bomb]), LIMITS))).toMatchObject({ problem: 'ratio' });
    expect(readCentralDirectory(zip([deflatedPart('small.xml', Buffer.alloc(60 * 1024, 0x61))]), LIMITS).entries).toHaveLength(1);
  });

  it('refuses encrypted entries, unknown methods and repeated names', () => {
    const buf = zip([deflatedPart('a.xml', 'abc')]);
    const cd = readCentralDirectory(buf, LIMITS).offset;
    const encrypted = Buffer.from(buf);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(cd + 8) | 1, cd + 8);
    expect(refusal(() => readCentralDirectory(encrypted, LIMITS)).problem).toBe('encrypted');
    const bzip2 = Buffer.from(buf);
    bzip2.writeUInt16LE(12, cd + 10);
    expect(refusal(() => readCentralDirectory(bzip2, LIMITS)).problem).toBe('unsupported');
    expect(refusal(() => readCentralDirectory(zip([deflatedPart('a', 'x'), deflatedPart('a', 'y')]), LIMITS)).problem).toBe('corrupt');
  });
});

describe('inflateVerified and readEntry', () => {
  it('unpack an entry of exactly its declared size and CRC', async () => {
    const buf = zip([deflatedPart('a.xml', 'hello fans')]);
    const { entries, offset } = readCentralDirectory(buf, LIMITS);
    expect((await readEntry(entries[0]!, entryData(buf, entries[0]!, offset))).toString()).toBe('hello fans');
  });

  it('stop as soon as an entry unpacks past its declaration', async () => {
    const liar = deflatedPart('sheet.xml', Buffer.alloc(2 * 1024 * 1024, 0x62), { uncompressedSize: 100_000 });
    const buf = zip([liar]);
    const { entries, offset } = readCentralDirectory(buf, { ...LIMITS, maxRatio: 1e9 });
    let seen = 0;
    const err = await refusalOf(inflateVerified(entries[0]!, entryData(buf, entries[0]!, offset), (c) => (seen += c.length)));
    expect(err.problem).toBe('tooLarge');
    expect(seen).toBeLessThanOrEqual(100_000);
  });

  it('refuse an entry shorter than declared, or failing its CRC', async () => {
    const short = zip([deflatedPart('a.xml', 'abc', { uncompressedSize: 10 })]);
    const d1 = readCentralDirectory(short, LIMITS);
    expect((await refusalOf(readEntry(d1.entries[0]!, entryData(short, d1.entries[0]!, d1.offset)))).problem).toBe('corrupt');
    const badCrc = zip([deflatedPart('a.xml', 'abc', { crc32: 1 })]);
    const d2 = readCentralDirectory(badCrc, LIMITS);
    expect((await refusalOf(readEntry(d2.entries[0]!, entryData(badCrc, d2.entries[0]!, d2.offset)))).message).toMatch(/CRC/);
  });

  it('refuse a local header that names another file', () => {
    const buf = zip([deflatedPart('a.xml', 'abc')]);
    const { entries, offset } = readCentralDirectory(buf, LIMITS);
    expect(refusal(() => entryData(buf, { ...entries[0]!, name: 'b.xml' }, offset)).problem).toBe('corrupt');
  });
});
