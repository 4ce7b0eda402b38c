import { describe, expect, it } from 'vitest';
import { XmlRefusal, XmlScan } from './xml-scan.ts';

/** Feeds `text` to a scan in chunks of `size` bytes, as an inflater would hand them over. */
function feed(scan: XmlScan, text: string, size: number): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) scan.push(bytes.subarray(at, at + size));
}

function problemOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof XmlRefusal) return err.problem;
    throw err;
  }
}

describe('XmlScan', () => {
  it('finds a DOCTYPE or an entity anywhere in a part, however the chunks cut it', () => {
    const late = `<?xml version="1.0"?>${' '.repeat(200_000)}<!-- note --><!doctype x [<!ENTITY a "b">]><x/>`;
    for (const size of [1, 3, 7, 64 * 1024]) {
      expect(problemOf(() => feed(new XmlScan('sheet'), late, size))).toBe('declaration');
    }
    const entityOnly = `<x>${'y'.repeat(100_000)}<!ENTITY a "b"></x>`;
    expect(problemOf(() => feed(new XmlScan('sheet'), entityOnly, 4096))).toBe('declaration');
  });

  it('passes ordinary markup, and refuses a NUL byte (UTF-16 or binary, not UTF-8 XML)', () => {
    expect(problemOf(() => feed(new XmlScan('sheet'), '<x a="DOCTYPE">ENTITY <!-- ! --></x>', 5))).toBeNull();
    const utf16 = Buffer.from('\ufeff<!DOCTYPE x><x/>', 'utf16le');
    expect(problemOf(() => new XmlScan('sheet').push(utf16))).toBe('notUtf8');
  });

  it('counts element starts across chunk boundaries, with or without a prefix, and stops past the maximum', () => {
    const entries = '<si><t>a</t></si><x:si><x:t>b</x:t></x:si><si/><sis/><si\n><t>c</t></si>';
    for (const size of [1, 2, 5, 11, 1000]) {
      const scan = new XmlScan('strings', { element: 'si', max: 100 });
      feed(scan, `<sst>${entries.repeat(10)}</sst>`, size);
      expect(scan.count, `chunks of ${size}`).toBe(40);
    }
    const scan = new XmlScan('strings', { element: 'si', max: 39 });
    expect(problemOf(() => feed(scan, `<sst>${entries.repeat(10)}</sst>`, 7))).toBe('count');
  });
});
