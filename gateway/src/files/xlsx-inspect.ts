import path from 'node:path/posix';
import { FAN_UPLOAD_COLUMNS, FAN_UPLOAD_MAX_ROWS } from '@carrier/shared/fan-upload';
import { asFileBytes, fileSize, readRange, type FileBytes } from './file-bytes.ts';
import { readCentralDirectory, ZipRefusal, type ZipDirectory, type ZipEntry, type ZipLimits } from './zip-directory.ts';
import { XmlRefusal, XmlScan } from './xml-scan.ts';
import type { PackedPart, SheetParts } from './xlsx-rows.ts';

/**
 * Is this upload a workbook we may read, judged by its content and never by its name? A real xlsx is a zip holding
 * [Content_Types].xml and xl/workbook.xml. Before any worksheet is parsed: the central directory's declared sizes,
 * entry count and compression ratios are held to limits (nothing inflated), and each part that will be read is held
 * to what a legal upload can need (its declared size first, then what it really unpacks to). Those parts are then
 * unpacked once, held to exactly their declared size and CRC, and read through as they unpack: refused if any
 * byte of them declares a DOCTYPE or an entity, or if the shared strings hold more entries than the cells a legal
 * file has.
 *
 * The result is the two parts the rows are read from (the shared strings and the first worksheet): where they lie
 * packed in the upload, in memory or on disk. The reader (xlsx-rows.ts) unpacks them again as it parses and never
 * meets anything that was not checked. Parts it does not pass on (styles, themes, other sheets, pictures) are never
 * unpacked: only their declarations are held to the directory's limits.
 */
export interface XlsxLimits {
  zip: ZipLimits;
  /** The first worksheet, unpacked. */
  worksheetBytes: number;
  /** xl/sharedStrings.xml, unpacked (the reader keeps every shared string in memory). */
  sharedStringsBytes: number;
  /** Entries (<si>) in the shared strings: each is the text of at least one cell. */
  sharedStringCount: number;
  /** workbook.xml, its relationships, [Content_Types].xml: small parts, read whole. */
  smallPartBytes: number;
}

/**
 * Generous sizes for a legal file, per cell of the grid the upload allows: a worksheet cell with its reference,
 * style and a value or a short inline text (Excel writes about 45 bytes, exceljs 36), room for a row's own markup,
 * and the text of a shared string with its markup (the 100,000-row bench workbook averages 11).
 */
const WORKSHEET_ROW_BYTES = 128;
const WORKSHEET_CELL_BYTES = 64;
const SHARED_STRING_CELL_BYTES = 32;

/** The bounds of a workbook of at most `rows` rows (the header row included) of `columns` columns. */
export function xlsxLimitsFor(grid: { rows: number; columns: number }): XlsxLimits {
  const cells = grid.rows * grid.columns;
  const worksheetBytes = grid.rows * (WORKSHEET_ROW_BYTES + grid.columns * WORKSHEET_CELL_BYTES);
  return {
    zip: {
      maxEntries: 1_000,
      maxTotalUncompressed: 256 * 1024 * 1024,
      // parts that are read get their own bounds below (and a refusal that names them); the rest are never unpacked
      maxEntryUncompressed: 256 * 1024 * 1024,
      maxRatio: 100,
      ratioFloorBytes: 1024 * 1024,
    },
    worksheetBytes,
    sharedStringsBytes: cells * SHARED_STRING_CELL_BYTES,
    sharedStringCount: cells,
    smallPartBytes: 2 * 1024 * 1024,
  };
}

/** The product reads one kind of workbook: the fan upload's (its row limit and the header row, by its columns). */
export const XLSX_LIMITS: XlsxLimits = xlsxLimitsFor({
  rows: FAN_UPLOAD_MAX_ROWS + 1,
  columns: FAN_UPLOAD_COLUMNS.length,
});

/**
 * unsafe: a DOCTYPE or entity declaration, or bytes that are not UTF-8 XML. tooLarge: past a size or count bound,
 * named by `part` where one part is the cause (the zip as a whole otherwise).
 */
export type XlsxProblem = 'notXlsx' | 'unsafe' | 'tooLarge' | 'encrypted' | 'unreadable' | 'noWorksheet';
export type XlsxPart = 'worksheet' | 'sharedStrings' | 'sharedStringCount' | 'other';

export class XlsxRefusal extends Error {
  constructor(
    readonly problem: XlsxProblem,
    detail: string,
    readonly part: XlsxPart = 'other',
  ) {
    super(detail);
    this.name = 'XlsxRefusal';
  }
}

export interface InspectedXlsx {
  /** The checked parts to read the rows from, packed as they were uploaded, and the file they lie in. */
  parts: SheetParts;
  /** The worksheet read: its name in the workbook. */
  sheetName: string;
  entryCount: number;
  declaredUnpackedBytes: number;
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

function fromZipRefusal(err: ZipRefusal): XlsxRefusal {
  switch (err.problem) {
    case 'notZip':
      return new XlsxRefusal('notXlsx', err.message);
    case 'tooManyEntries':
    case 'tooLarge':
    case 'ratio':
      return new XlsxRefusal('tooLarge', err.message);
    case 'encrypted':
      return new XlsxRefusal('encrypted', err.message);
    default:
      return new XlsxRefusal('unreadable', err.message);
  }
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The first <sheet> of workbook.xml: its name and relationship id (an attribute named <prefix>:id). */
function firstSheet(workbookXml: string): { name: string; relId: string | null } | null {
  const sheets = /<(?:[\w.-]+:)?sheets\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?sheets>/.exec(workbookXml)?.[1] ?? '';
  const tag = /<(?:[\w.-]+:)?sheet\b[^>]*>/.exec(sheets)?.[0];
  if (!tag) return null;
  const relId = /\s[A-Za-z_][\w.-]*:id\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(tag);
  return { name: attribute(tag, 'name') ?? 'Sheet1', relId: relId ? (relId[1] ?? relId[2] ?? null) : null };
}

/** A relationship's target inside the package: relative to xl/, or absolute from the root. */
function relationshipTarget(relsXml: string, relId: string): string | null {
  for (const tag of relsXml.match(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g) ?? []) {
    if (attribute(tag, 'Id') !== relId) continue;
    const target = attribute(tag, 'Target');
    if (!target) return null;
    return target.startsWith('/') ? path.normalize(target.slice(1)) : path.normalize(path.join('xl', target));
  }
  return null;
}

/** Declared bigger than its bound: refused before a byte of it is unpacked. */
function checkDeclared(entry: ZipEntry, max: number, part: XlsxPart): void {
  if (entry.uncompressedSize > max)
    throw new XlsxRefusal('tooLarge', `${entry.name} declares ${entry.uncompressedSize} bytes (at most ${max})`, part);
}

async function readSmallXml(zip: ZipDirectory, entry: ZipEntry, limits: XlsxLimits): Promise<string> {
  checkDeclared(entry, limits.smallPartBytes, 'other');
  const scan = new XmlScan(entry.name);
  const xml = await zip.readEntry(entry);
  scan.push(xml);
  return xml.toString('utf8');
}

/**
 * Unpacks a large part once to check it — exact size and CRC, and every byte read through by the XML scan as it
 * comes, nothing kept — and returns its packed bytes for the reader.
 */
async function verifyLargeXml(zip: ZipDirectory, entry: ZipEntry, scan: XmlScan): Promise<PackedPart> {
  const range = await zip.inflateVerified(entry, (chunk) => scan.push(chunk));
  return { name: entry.name, method: entry.method, range, size: entry.uncompressedSize, count: scan.count };
}

/** Is it an OLE compound file? Then an encrypted workbook (with an EncryptionInfo stream) or a legacy .xls. */
async function refuseOle(file: FileBytes): Promise<void> {
  const size = fileSize(file);
  if (size < OLE_MAGIC.length || !(await readRange(file, { offset: 0, length: OLE_MAGIC.length })).equals(OLE_MAGIC))
    return;
  // read whole to look for the stream's name (an upload is at most 10 MB)
  if ((await readRange(file, { offset: 0, length: size })).includes(ENCRYPTION_INFO))
    throw new XlsxRefusal('encrypted', 'password-protected workbook');
  throw new XlsxRefusal('notXlsx', 'an OLE compound file (legacy .xls)');
}

export async function inspectXlsx(
  source: Uint8Array | FileBytes,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<InspectedXlsx> {
  const file = asFileBytes(source);
  await refuseOle(file);
  try {
    const directory = await readCentralDirectory(file, limits.zip);
    const byName = new Map(directory.entries.map((e) => [e.name, e]));
    const contentTypes = byName.get('[Content_Types].xml');
    const workbook = byName.get('xl/workbook.xml');
    if (!contentTypes || !workbook)
      throw new XlsxRefusal('notXlsx', 'a zip without [Content_Types].xml and xl/workbook.xml');

    const types = await readSmallXml(directory, contentTypes, limits);
    if (!/spreadsheetml/i.test(types)) throw new XlsxRefusal('notXlsx', '[Content_Types].xml names no spreadsheet');
    const workbookXml = await readSmallXml(directory, workbook, limits);
    const sheet = firstSheet(workbookXml);
    if (!sheet) throw new XlsxRefusal('noWorksheet', 'workbook.xml lists no sheet');
    const rels = byName.get('xl/_rels/workbook.xml.rels');
    const relsXml = rels ? await readSmallXml(directory, rels, limits) : '';
    const target =
      (sheet.relId && relsXml ? relationshipTarget(relsXml, sheet.relId) : null) ?? 'xl/worksheets/sheet1.xml';
    const sheetEntry = byName.get(target);
    if (!sheetEntry) throw new XlsxRefusal('noWorksheet', `the first sheet's part ${target} is missing`);

    const sharedStrings = byName.get('xl/sharedStrings.xml');
    // Every bound that a declaration can show is checked before anything large is unpacked.
    checkDeclared(sheetEntry, limits.worksheetBytes, 'worksheet');
    if (sharedStrings) checkDeclared(sharedStrings, limits.sharedStringsBytes, 'sharedStrings');
    const parts: SheetParts = {
      sharedStrings: sharedStrings
        ? await verifyLargeXml(
            directory,
            sharedStrings,
            new XmlScan(sharedStrings.name, { element: 'si', max: limits.sharedStringCount }),
          )
        : null,
      worksheet: await verifyLargeXml(directory, sheetEntry, new XmlScan(sheetEntry.name)),
      file,
    };
    return {
      parts,
      sheetName: sheet.name,
      entryCount: directory.entries.length,
      declaredUnpackedBytes: directory.entries.reduce((n, e) => n + e.uncompressedSize, 0),
    };
  } catch (err) {
    if (err instanceof ZipRefusal) throw fromZipRefusal(err);
    if (err instanceof XmlRefusal)
      throw err.problem === 'count'
        ? new XlsxRefusal('tooLarge', err.message, 'sharedStringCount')
        : new XlsxRefusal('unsafe', err.message);
    throw err;
  }
}
