import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inspectXlsx, XLSX_LIMITS, xlsxLimitsFor, XlsxRefusal } from './xlsx-inspect.ts';
import { readRange } from './file-bytes.ts';
import { openScratchFiles, storedParts, withTmpdir } from './test-support.ts';
import { CellProblem, readSheetRows, SharedStringTable, type SheetRow } from './xlsx-rows.ts';
import { writeZip, type ZipPart } from './zip-write.ts';

async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function rowsOf(buf: Buffer): Promise<Array<[number, unknown[]]>> {
  const { parts } = await inspectXlsx(buf);
  const out: Array<[number, unknown[]]> = [];
  for await (const row of readSheetRows(parts, { maxColumn: 30 })) out.push([row.number, [...row.cells.values()]]);
  return out;
}

async function refused(promise: Promise<unknown>): Promise<XlsxRefusal> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof XlsxRefusal) return err;
    throw err;
  }
  throw new Error('not refused');
}

const part = (name: string, xml: string): ZipPart => ({ name, content: Buffer.from(xml) });
const CT =
  '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
const sheet = (text: string, prologue = '') =>
  `<?xml version="1.0"?>${prologue}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;

describe('inspectXlsx', () => {
  it('passes on the shared strings and the first worksheet, packed as uploaded, and nothing else', async () => {
    const buf = await workbook({ First: [['FAN ID'], ['00012345']], Second: [['other']] });
    const inspected = await inspectXlsx(buf);
    expect(inspected.sheetName).toBe('First');
    expect(inspected.parts.sharedStrings?.name).toBe('xl/sharedStrings.xml');
    expect(inspected.parts.worksheet.name).toBe('xl/worksheets/sheet1.xml');
    expect(await rowsOf(buf)).toEqual([
      [1, ['FAN ID']],
      [2, ['00012345']],
    ]);
  });

  it('finds the first sheet through the relationships, whatever its part is called', async () => {
    const workbookXml =
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="4" r:id="rId7"/><sheet name="Old" sheetId="1" r:id="rId1"/></sheets></workbook>';
    const rels =
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Target="/xl/worksheets/data.xml" Id="rId7"/></Relationships>';
    const buf = Buffer.concat(
      writeZip([
        part('[Content_Types].xml', CT),
        part('xl/workbook.xml', workbookXml),
        part('xl/_rels/workbook.xml.rels', rels),
        part('xl/worksheets/sheet1.xml', sheet('old')),
        part('xl/worksheets/data.xml', sheet('wanted')),
      ]),
    );
    const inspected = await inspectXlsx(buf);
    expect(inspected.sheetName).toBe('Data');
    expect(await rowsOf(buf)).toEqual([[1, ['wanted']]]);
  });

  it('refuses by content, not name: text, a zip of other things, a legacy or encrypted OLE file', async () => {
    expect((await refused(inspectXlsx(Buffer.from('FAN ID,Status')))).problem).toBe('notXlsx');
    expect((await refused(inspectXlsx(Buffer.concat(writeZip([part('word/document.xml', '<w/>')]))))).problem).toBe(
      'notXlsx',
    );
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await refused(inspectXlsx(ole))).problem).toBe('notXlsx');
    expect((await refused(inspectXlsx(Buffer.concat([ole, Buffer.from('EncryptionInfo', 'utf16le')])))).problem).toBe(
      'encrypted',
    );
  });

  it('refuses a DOCTYPE (XML entities) in any part it passes on', async () => {
    const wb = '<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>';
    const rels = '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';
    const withEntities = sheet('&x;', '<!DOCTYPE w [<!ENTITY x "boom">]>');
    const buf = Buffer.concat(
      writeZip([
        part('[Content_Types].xml', CT),
        part('xl/workbook.xml', wb),
        part('xl/_rels/workbook.xml.rels', rels),
        part('xl/worksheets/sheet1.xml', withEntities),
      ]),
    );
    expect((await refused(inspectXlsx(buf))).problem).toBe('unsafe');
  });

  it('refuses a workbook whose first sheet part is missing', async () => {
    const wb = '<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>';
    const rels = '<Relationships><Relationship Id="rId1" Target="worksheets/gone.xml"/></Relationships>';
    const buf = Buffer.concat(
      writeZip([
        part('[Content_Types].xml', CT),
        part('xl/workbook.xml', wb),
        part('xl/_rels/workbook.xml.rels', rels),
      ]),
    );
    expect((await refused(inspectXlsx(buf))).problem).toBe('noWorksheet');
  });

  it('holds each part it reads to what the allowed rows can need, and names the part', async () => {
    const limits = xlsxLimitsFor({ rows: 3, columns: 2 });
    expect(limits).toMatchObject({
      worksheetBytes: 3 * (128 + 2 * 64),
      sharedStringsBytes: 6 * 32,
      sharedStringCount: 6,
    });
    const wb = '<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>';
    const rels = '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';
    const zipWith = (sheetXml: string, strings?: string) =>
      Buffer.concat(
        writeZip([
          part('[Content_Types].xml', CT),
          part('xl/workbook.xml', wb),
          part('xl/_rels/workbook.xml.rels', rels),
          ...(strings === undefined ? [] : [part('xl/sharedStrings.xml', strings)]),
          part('xl/worksheets/sheet1.xml', sheetXml),
        ]),
      );
    const small = sheet('ok');
    expect((await inspectXlsx(zipWith(small, '<sst><si><t>a</t></si></sst>'), limits)).sheetName).toBe('S');

    const bigSheet = await refused(inspectXlsx(zipWith(sheet('x'.repeat(1000))), limits));
    expect([bigSheet.problem, bigSheet.part]).toEqual(['tooLarge', 'worksheet']);
    const bigStrings = await refused(
      inspectXlsx(zipWith(small, `<sst><si><t>${'x'.repeat(200)}</t></si></sst>`), limits),
    );
    expect([bigStrings.problem, bigStrings.part]).toEqual(['tooLarge', 'sharedStrings']);
    const manyStrings = await refused(
      inspectXlsx(zipWith(small, `<sst>${'<si><t>a</t></si>'.repeat(7)}</sst>`), limits),
    );
    expect([manyStrings.problem, manyStrings.part]).toEqual(['tooLarge', 'sharedStringCount']);
    // the product's own bounds: 100,000 FAN rows and the header row, by the template's 18 columns
    expect(XLSX_LIMITS).toMatchObject({ sharedStringCount: 100_001 * 18, worksheetBytes: 100_001 * (128 + 18 * 64) });
  });

  it('reads a deflated part once to check it and hands its packed bytes on unchanged', async () => {
    const big = sheet('x'.repeat(200_000));
    const packed = zlib.deflateRawSync(Buffer.from(big));
    const wb = '<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>';
    const rels = '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';
    const entry = {
      name: 'xl/worksheets/sheet1.xml',
      method: 8,
      flags: 0,
      crc32: zlib.crc32(big),
      compressedSize: packed.length,
      uncompressedSize: Buffer.byteLength(big),
      localHeaderOffset: 0,
    };
    const buf = Buffer.concat(
      writeZip([
        part('[Content_Types].xml', CT),
        part('xl/workbook.xml', wb),
        part('xl/_rels/workbook.xml.rels', rels),
        { name: entry.name, entry, data: packed },
      ]),
    );
    const { parts } = await inspectXlsx(buf);
    expect(parts.worksheet.method).toBe(8);
    expect((await readRange(parts.file, parts.worksheet.range)).equals(packed)).toBe(true);
    expect(parts.sharedStrings).toBeNull();
    expect((await rowsOf(buf))[0]![1][0]).toHaveLength(200_000);
  });
});

describe('readSheetRows', () => {
  const read = async (sheetXml: string, stringsXml?: string, maxColumn = 30) => {
    const rows: SheetRow[] = [];
    const parts = storedParts(sheetXml, stringsXml);
    for await (const row of readSheetRows(parts, { maxColumn })) rows.push(row);
    return rows.map((r) => [r.number, Object.fromEntries(r.cells)]);
  };

  it('reads each cell by its type, and turns formulas, error values and oddities into problems', async () => {
    const strings =
      '<sst><si><t>FAN ID</t></si><si><r><t xml:space="preserve">Harbor </t></r><r><rPr><b/></rPr><t>Point</t></r>' +
      '<rPh sb="0" eb="1"><t>ハーバー</t></rPh></si><si><t/></si><si><t>a &amp; b</t></si></sst>';
    const sheetXml =
      '<worksheet><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
      '<c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>9</v></c></row>' +
      '<row r="3"><c r="A3"><v>12.5</v></c><c t="b"><v>1</v></c><c t="b"><v>0</v></c><c r="E3" s="4"/>' +
      '<c r="F3" t="inlineStr"><is><r><t>In</t></r><r><t><![CDATA[line<>]]></t></r></is></c>' +
      '<c r="G3" t="str"><f>A1&amp;"x"</f><v>FAN IDx</v></c><c r="H3"><f t="shared" si="0"/><v>2</v></c>' +
      '<c r="I3" t="e"><v>#N/A</v></c><c r="J3" t="d"><v>2026-03-01T00:00:00</v></c><c r="K3" t="n"><v>1e999</v></c>' +
      '<c r="L3" t="str"><v>=1+1</v></c><c r="AH3" t="inlineStr"><is><t>past the last column read</t></is></c></row>' +
      '<row r="4"><c r="A4" t="inlineStr"><is><t></t></is></c></row>' +
      '</sheetData></worksheet>';
    expect(await read(sheetXml, strings)).toEqual([
      [1, { 1: 'FAN ID', 2: 'Harbor Point', 4: 'a & b', 5: new CellProblem('unreadable', 'shared string 9') }],
      [
        3,
        {
          1: 12.5,
          2: true,
          3: false,
          6: 'Inline<>',
          7: new CellProblem('formula', 'A1&"x"'),
          8: new CellProblem('formula', ''),
          9: new CellProblem('errorValue', '#N/A'),
          10: '2026-03-01',
          11: new CellProblem('unreadable', '1e999'),
          12: '=1+1',
        },
      ],
    ]);
  });

  it('reads prefixed names, and rows and cells that leave out their references', async () => {
    const sheetXml =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="6"><x:c r="B6" t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c><x:c><x:v>7</x:v></x:c></x:row>' +
      '<x:row><x:c><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(await read(sheetXml)).toEqual([
      [6, { 2: 'prefixed', 3: 7 }],
      [7, { 1: 1 }],
    ]);
  });

  it('decodes text whose characters are split between the chunks it unpacks in', async () => {
    const text = '東京'.repeat(30_000); // 180,000 bytes: the 64 KB chunks end inside a character
    const rows = await read(
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
      `<sst><si><t>${text}</t></si></sst>`,
    );
    expect(rows).toEqual([[1, { 1: text }]]);
  });

  it('leaves out a row whose only cells are empty shared strings, and refuses an index that is not one', async () => {
    const rows = await read(
      '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>0</v></c><c r="C2" t="s"><v>1.5</v></c>' +
        '<c r="D2" t="s"><v>-1</v></c></row></sheetData></worksheet>',
      '<sst><si><t>kept</t></si><si><t/></si></sst>',
    );
    expect(rows).toEqual([
      [
        2,
        {
          2: 'kept',
          3: new CellProblem('unreadable', 'shared string 1.5'),
          4: new CellProblem('unreadable', 'shared string -1'),
        },
      ],
    ]);
  });

  describe('a shared strings table larger than one chunk', () => {
    const COUNT = 20_000;
    const text = (i: number) => `String number ${i} of the table`;
    const strings = `<sst>${Array.from({ length: COUNT }, (_, i) => `<si><t>${text(i)}</t></si>`).join('')}</sst>`;
    /** Row n (1-based) names string n - 1 in column A and, in column B, the string as far from the end. */
    const sheetXml = `<worksheet><sheetData>${Array.from(
      { length: COUNT },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c t="s"><v>${COUNT - 1 - i}</v></c></row>`,
    ).join('')}</sheetData></worksheet>`;

    it('is read as far as the rows need, in whatever order they name its strings', async () => {
      const rows = await read(sheetXml, strings);
      expect(rows).toHaveLength(COUNT);
      const wrong = rows.filter(
        ([n, cells], i) =>
          n !== i + 1 || typeof cells !== 'object' || cells[1] !== text(i) || cells[2] !== text(COUNT - 1 - i),
      );
      expect(wrong).toEqual([]);
    });

    it('hands on its first rows before the rest of the table is read, which must still be well-formed', async () => {
      // Every row names only strings from the table's first chunks; the table breaks near its end.
      const early = `<worksheet><sheetData>${Array.from(
        { length: 3_000 },
        (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i % 100}</v></c></row>`,
      ).join('')}</sheetData></worksheet>`;
      const broken = strings.replace(`<si><t>${text(COUNT - 2)}</t></si>`, `<si><t>${text(COUNT - 2)}</si>`);
      const parts = storedParts(early, broken);
      const seen: SheetRow[] = [];
      await expect(
        (async () => {
          for await (const row of readSheetRows(parts, { maxColumn: 30 })) seen.push(row);
        })(),
      ).rejects.toThrow(/unexpected close tag/);
      expect(seen).toHaveLength(3_000);
      expect(seen[2_999]!.cells.get(1)).toBe(text(99));
    });
  });

  it('throws what the parser met in XML that is not well-formed', async () => {
    await expect(
      read('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></row></sheetData></worksheet>'),
    ).rejects.toThrow(/unexpected close tag/);
  });
});

describe('SharedStringTable', () => {
  it('keeps any number of strings, in any script, and knows nothing past its end', () => {
    const table = new SharedStringTable();
    const texts = Array.from({ length: 20_000 }, (_, i) =>
      i % 3 === 0 ? `Café ${i} 東京` : i % 3 === 1 ? '' : `n${i}`,
    );
    for (const t of texts) table.push(t);
    expect(table.size).toBe(20_000);
    expect(texts.every((t, i) => table.get(i) === t)).toBe(true);
    expect(table.get(20_000)).toBeUndefined();
    expect(table.get(-1)).toBeUndefined();
    expect(table.get(Number.NaN)).toBeUndefined();
  });

  /** The table files this process holds open: unlinked as soon as they were opened, so the system calls them deleted. */
  const openTableFiles = () => openScratchFiles('shared-strings');

  it('keeps what passes its first 1 MB in an unlinked file of its own, and reads it back in any order', () => {
    const table = new SharedStringTable();
    const texts = Array.from({ length: 300_000 }, (_, i) =>
      i % 5_000 === 1 ? 'é'.repeat(100_000 + (i % 7)) : i % 11 === 0 ? '' : `Name ${i} Ünal ${'x'.repeat(i % 40)}`,
    );
    for (const t of texts) table.push(t);
    const files = openTableFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\(deleted\)$/);

    const wrong = (order: number[]) => order.filter((i) => table.get(i) !== texts[i]);
    const all = texts.map((_, i) => i);
    expect(wrong(all)).toEqual([]);
    expect(wrong(all.reverse())).toEqual([]);
    expect(wrong(Array.from({ length: 20_000 }, (_, i) => (i * 7_919) % texts.length))).toEqual([]);
    expect(table.get(texts.length)).toBeUndefined();

    table.close();
    expect(openTableFiles()).toEqual([]);
  });

  it('keeps the rest in memory when it has no temporary folder to write in', async () => {
    const notAFolder = path.join(os.tmpdir(), `not-a-folder-${process.pid}`);
    fs.writeFileSync(notAFolder, '');
    try {
      await withTmpdir(notAFolder, () => {
        const table = new SharedStringTable();
        const texts = Array.from({ length: 200_000 }, (_, i) => `Contact ${i} at harbor-point.example`);
        for (const t of texts) table.push(t);
        expect(openTableFiles()).toEqual([]);
        expect(texts.filter((t, i) => table.get(i) !== t)).toEqual([]);
        table.close();
      });
    } finally {
      fs.rmSync(notAFolder, { force: true });
    }
  });

  it('keeps a small table in memory only', () => {
    const table = new SharedStringTable();
    for (let i = 0; i < 50_000; i++) table.push(`Harbor Point ${i}`);
    expect(openTableFiles()).toEqual([]);
    expect(table.get(49_999)).toBe('Harbor Point 49999');
    table.close();
  });
});
