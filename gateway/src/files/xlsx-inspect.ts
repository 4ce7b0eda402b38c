import path from 'node:path/posix';
import {
  inflateVerified,
  readCentralDirectory,
  readEntry,
  ZipRefusal,
  type ZipDirectory,
  type ZipEntry,
  type ZipLimits,
} from './zip-directory.ts';
import { writeZip, type ZipPart } from './zip-write.ts';

/**
 * Is this upload a workbook we may read, judged by its content and never by its name? A real xlsx is a zip holding
 * [Content_Types].xml and xl/workbook.xml. Before any worksheet is parsed: the central directory's declared sizes,
 * entry count and compression ratios are held to limits (nothing inflated), then the parts that will be read are
 * unpacked once, held to exactly their declared size and CRC, and refused if they carry a DOCTYPE (XML entities).
 *
 * The result is a small, plain zip of just those parts, in the order a streaming reader wants them (relationships,
 * workbook, shared strings, then the first worksheet), reusing the packed bytes: the reader never needs a temporary
 * file and never meets anything that was not checked.
 */
export const XLSX_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxTotalUncompressed: 256 * 1024 * 1024,
  maxEntryUncompressed: 200 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** workbook.xml, its relationships, [Content_Types].xml: small parts, read whole. */
const MAX_SMALL_PART = 2 * 1024 * 1024;
/** How far into an XML part to look for a DOCTYPE (it can only come before the root element). */
const PROLOGUE_BYTES = 64 * 1024;

export type XlsxProblem = 'notXlsx' | 'unsafe' | 'encrypted' | 'unreadable' | 'noWorksheet';

export class XlsxRefusal extends Error {
  constructor(
    readonly problem: XlsxProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'XlsxRefusal';
  }
}

export interface InspectedXlsx {
  /** The plain zip to hand to the workbook reader, as buffers to send in order. */
  zip: Buffer[];
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
      return new XlsxRefusal('unsafe', err.message);
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

function hasDoctype(prologue: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(prologue);
}

async function readSmallXml(zip: ZipDirectory, entry: ZipEntry): Promise<string> {
  if (entry.uncompressedSize > MAX_SMALL_PART)
    throw new XlsxRefusal('unsafe', `${entry.name} is ${entry.uncompressedSize} bytes`);
  const xml = (await readEntry(entry, await zip.entryData(entry))).toString('utf8');
  if (hasDoctype(xml.slice(0, PROLOGUE_BYTES))) throw new XlsxRefusal('unsafe', `${entry.name} declares a DOCTYPE`);
  return xml;
}

/** Unpacks a large part once to check it (exact size, CRC, no DOCTYPE), keeping only its first bytes. */
async function verifyLargeXml(zip: ZipDirectory, entry: ZipEntry): Promise<Buffer> {
  const data = await zip.entryData(entry);
  const prologue: Buffer[] = [];
  await inflateVerified(entry, data, (chunk, offset) => {
    if (offset < PROLOGUE_BYTES) prologue.push(chunk.subarray(0, PROLOGUE_BYTES - offset));
  });
  if (hasDoctype(Buffer.concat(prologue).toString('utf8')))
    throw new XlsxRefusal('unsafe', `${entry.name} declares a DOCTYPE`);
  return data;
}

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

export async function inspectXlsx(buf: Buffer, limits: ZipLimits = XLSX_LIMITS): Promise<InspectedXlsx> {
  if (buf.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) {
    // An encrypted workbook is an OLE compound file with an EncryptionInfo stream; any other is a legacy .xls.
    if (buf.includes(ENCRYPTION_INFO)) throw new XlsxRefusal('encrypted', 'password-protected workbook');
    throw new XlsxRefusal('notXlsx', 'an OLE compound file (legacy .xls)');
  }
  try {
    const directory = await readCentralDirectory(buf, limits);
    const byName = new Map(directory.entries.map((e) => [e.name, e]));
    const contentTypes = byName.get('[Content_Types].xml');
    const workbook = byName.get('xl/workbook.xml');
    if (!contentTypes || !workbook)
      throw new XlsxRefusal('notXlsx', 'a zip without [Content_Types].xml and xl/workbook.xml');

    const types = await readSmallXml(directory, contentTypes);
    if (!/spreadsheetml/i.test(types)) throw new XlsxRefusal('notXlsx', '[Content_Types].xml names no spreadsheet');
    const workbookXml = await readSmallXml(directory, workbook);
    const sheet = firstSheet(workbookXml);
    if (!sheet) throw new XlsxRefusal('noWorksheet', 'workbook.xml lists no sheet');
    const rels = byName.get('xl/_rels/workbook.xml.rels');
    const relsXml = rels ? await readSmallXml(directory, rels) : '';
    const target =
      (sheet.relId && relsXml ? relationshipTarget(relsXml, sheet.relId) : null) ?? 'xl/worksheets/sheet1.xml';
    const sheetEntry = byName.get(target);
    if (!sheetEntry) throw new XlsxRefusal('noWorksheet', `the first sheet's part ${target} is missing`);

    const sharedStrings = byName.get('xl/sharedStrings.xml');
    const parts: ZipPart[] = [];
    if (rels) parts.push({ name: rels.name, entry: rels, data: await directory.entryData(rels) });
    parts.push({ name: workbook.name, entry: workbook, data: await directory.entryData(workbook) });
    parts.push(
      sharedStrings
        ? { name: sharedStrings.name, entry: sharedStrings, data: await verifyLargeXml(directory, sharedStrings) }
        : { name: 'xl/sharedStrings.xml', content: EMPTY_SHARED_STRINGS },
    );
    // The workbook reader only knows worksheets by the name xl/worksheets/sheetN.xml.
    parts.push({
      name: 'xl/worksheets/sheet1.xml',
      entry: sheetEntry,
      data: await verifyLargeXml(directory, sheetEntry),
    });
    return {
      zip: writeZip(parts),
      sheetName: sheet.name,
      entryCount: directory.entries.length,
      declaredUnpackedBytes: directory.entries.reduce((n, e) => n + e.uncompressedSize, 0),
    };
  } catch (err) {
    if (err instanceof ZipRefusal) throw fromZipRefusal(err);
    throw err;
  }
}
