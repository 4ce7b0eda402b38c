import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { CellValue } from '@carrier/shared/fan-upload';
import { openScratchFile, unpackRange, type FileBytes, type FileRange } from './file-bytes.ts';

/**
 * Rows of the first worksheet, read straight from its XML as it unpacks: the parts come from the checked upload
 * (xlsx-inspect.ts: sizes, CRCs and the XML safety scan are done), and saxes parses them. A workbook reader such as
 * exceljs's builds a row object and a cell object for every cell and resolves styles the upload never uses; reading
 * the cells' values from the parser's events costs less than half its time and a fraction of its memory (decision 028).
 *
 * Each cell becomes a plain value, or a problem: a formula (never run; 002 leaves it to us — we refuse rather than
 * trust a cached result the uploader may not have seen recalculated), an error value such as #N/A, or something
 * unreadable. Styles are not read, so a number formatted as a date stays the number Excel stores.
 */
export class CellProblem {
  constructor(
    readonly problem: 'formula' | 'errorValue' | 'unreadable',
    readonly detail: string,
  ) {}
}

/** A plain value (null never: empty cells are left out), or what is wrong with the cell. */
export type SheetCell = Exclude<CellValue, null> | CellProblem;

/**
 * A row's non-empty cells by column number (1-based), read as from a Map: `get`, `values`, and [column, cell] pairs in
 * column order. They are held in a small array indexed by column: a Map per row cost some 1.6 KB, a fifth of what the
 * gateway's thread allocated for each row of an upload.
 */
export class RowCells implements Iterable<[number, SheetCell]> {
  readonly #byColumn: Array<SheetCell | undefined> = [];

  /** From a row as it crossed from the reader thread: column, value pairs in one flat array. */
  constructor(encoded: EncodedRow['cells']) {
    for (let i = 0; i < encoded.length; i += 2) {
      const value = encoded[i + 1]!;
      this.#byColumn[encoded[i] as number] =
        typeof value === 'object' ? new CellProblem(value.problem, value.detail) : value;
    }
  }

  get(column: number): SheetCell | undefined {
    return this.#byColumn[column];
  }

  *[Symbol.iterator](): IterableIterator<[number, SheetCell]> {
    const byColumn = this.#byColumn;
    for (let column = 0; column < byColumn.length; column++) {
      const cell = byColumn[column];
      if (cell !== undefined) yield [column, cell];
    }
  }

  *values(): IterableIterator<SheetCell> {
    for (const [, cell] of this) yield cell;
  }
}

export interface SheetRow {
  /** The row number as Excel shows it. */
  number: number;
  /** Non-empty cells by column number (1-based). */
  cells: RowCells;
}

/** One part of the workbook as the upload packed it (deflated or stored), checked already by xlsx-inspect.ts. */
export interface PackedPart {
  name: string;
  method: number;
  /** Where its packed bytes lie in the file. */
  range: FileRange;
  /** Its bytes unpacked (checked against its CRC by the inspection). */
  size: number;
  /** The elements the inspection counted in it: the shared strings' <si> (0 in a part where it counted none). */
  count?: number;
}

/** What the rows are read from: the first worksheet, the shared strings its cells may point to, and the file they lie in. */
export interface SheetParts {
  sharedStrings: PackedPart | null;
  worksheet: PackedPart;
  /** In memory, or on disk: a reader thread reads it where it is (xlsx-rows-off-thread.ts). */
  file: FileBytes;
}

/**
 * A row as it crosses from the reader thread (xlsx-rows-off-thread.ts): its number and its cells as column, value
 * pairs in one flat array; a problem travels as a plain object (a class does not survive the way between threads).
 */
export interface EncodedRow {
  number: number;
  cells: Array<number | EncodedCell>;
}
/** A cell's value, or its problem as a plain object. */
type EncodedCell = Exclude<CellValue, null> | { problem: CellProblem['problem']; detail: string };
const problem = (kind: CellProblem['problem'], detail: string): EncodedCell => ({ problem: kind, detail });
/** A row as it arrived from the reader thread, as readSheetRows gives it. */
export function decodeRow(row: EncodedRow): SheetRow {
  return { number: row.number, cells: new RowCells(row.cells) };
}
export interface ReadRowsOptions {
  /** Cells right of this column are not read (the template has 18 columns; a header may be a few wider). */
  maxColumn: number;
}

/** The table's text is kept in blocks of this many bytes. */
const BLOCK_BYTES = 64 * 1024;
/** Blocks kept in memory for good: the start of the table, where the values that rows repeat are (1 MB). */
const HEAD_BLOCKS = 16;
/** Blocks past the head read back from the file and kept for the next cells (2 MB). */
const CACHED_BLOCKS = 32;
const blockOf = (offset: number) => Math.floor(offset / BLOCK_BYTES);

/**
 * The workbook's shared strings, kept as UTF-8 with where each ends: about the bytes of the text itself, where an
 * array of strings costs some 40 bytes more for each (a 100,000-row file of distinct names, e-mail addresses and
 * phone numbers has most of a million). Each is decoded when a cell asks for it.
 *
 * The first 1 MB of text stays in memory, which is all of it for most files. Past that, each full block of 64 KB goes
 * to a file of the table's own, opened in the system's temporary folder and unlinked at once (so it never outlives
 * the process), and is read back when a cell asks for it, through a cache of the 32 blocks used last. Excel numbers
 * the strings in the order the sheet first uses them, so a row's new values are in the last blocks written and its
 * repeated ones mostly in the head: what a 100,000-row file keeps in memory no longer grows with its strings (about
 * 18 MB of them), nor does the worst file the bounds allow (55 MB). The head was 4 MB at first; at 1 MB, 10,000 and
 * 100,000 rows keep about the same (decision 032). Without a temporary folder to write in, or
 * with a full disk, the rest of the table stays in memory and the read goes on.
 */
export class SharedStringTable {
  #ends: Uint32Array;
  #count = 0;
  /** Bytes of text so far. */
  #used = 0;
  /** Blocks in memory for good, the head; then the block being filled, past them once the head is full. */
  readonly #head: Buffer[] = [];
  #tail: Buffer | null = null;
  #tailIndex = -1;
  #fd: number | null = null;
  readonly #cache = new Map<number, Buffer>();
  #spare: Buffer | null = null;
  /** Blocks past the head kept in memory after the file could not take one (from that block on). */
  readonly #kept = new Map<number, Buffer>();

  /** Room for `count` strings to start with, so that a table of known size never copies its ends to grow. */
  constructor(count = 1 << 12) {
    this.#ends = new Uint32Array(Math.max(count, 16));
  }

  get size(): number {
    return this.#count;
  }

  /** The next string (shared strings come in index order). */
  push(text: string): void {
    if (this.#count === this.#ends.length) {
      const ends = new Uint32Array(this.#ends.length * 2);
      ends.set(this.#ends);
      this.#ends = ends;
    }
    const bytes = Buffer.byteLength(text);
    const start = this.#used;
    const at = start % BLOCK_BYTES;
    if (at + bytes <= BLOCK_BYTES) {
      if (bytes > 0) this.#blockToFill(blockOf(start)).write(text, at, 'utf8');
    } else {
      // a string that runs past the end of its block
      const encoded = Buffer.from(text);
      for (let done = 0; done < bytes;) {
        const offset = start + done;
        const n = Math.min(BLOCK_BYTES - (offset % BLOCK_BYTES), bytes - done);
        encoded.copy(this.#blockToFill(blockOf(offset)), offset % BLOCK_BYTES, done, done + n);
        done += n;
        if (done < bytes) this.#filled(blockOf(offset));
      }
    }
    this.#used = start + bytes;
    this.#ends[this.#count++] = this.#used;
    if (bytes > 0 && this.#used % BLOCK_BYTES === 0) this.#filled(blockOf(this.#used - 1));
  }

  get(index: number): string | undefined {
    if (!(Number.isInteger(index) && index >= 0 && index < this.#count)) return undefined;
    const start = index === 0 ? 0 : this.#ends[index - 1]!;
    const end = this.#ends[index]!;
    if (start === end) return '';
    const from = start % BLOCK_BYTES;
    if (from + (end - start) <= BLOCK_BYTES)
      return this.#block(blockOf(start)).toString('utf8', from, from + end - start);
    // across blocks: each piece copied as its block is read (reading the next may reuse an earlier block's memory)
    const text = Buffer.allocUnsafe(end - start);
    for (let at = start; at < end; at = (blockOf(at) + 1) * BLOCK_BYTES) {
      const within = at % BLOCK_BYTES;
      this.#block(blockOf(at)).copy(text, at - start, within, Math.min(BLOCK_BYTES, within + end - at));
    }
    return text.toString('utf8');
  }

  /** Lets go of the file, if the table had one. */
  close(): void {
    if (this.#fd !== null) fs.closeSync(this.#fd);
    this.#fd = null;
    this.#cache.clear();
    this.#kept.clear();
  }

  /** The block bytes at this block's offsets are written into. */
  #blockToFill(index: number): Buffer {
    if (index < HEAD_BLOCKS) {
      if (index === this.#head.length) this.#head.push(Buffer.allocUnsafeSlow(BLOCK_BYTES));
      return this.#head[index]!;
    }
    if (this.#tailIndex !== index) {
      this.#tail = this.#freeBlock();
      this.#tailIndex = index;
    }
    return this.#tail!;
  }

  /** A block just filled: past the head, it goes to the file, and stays in the cache for the cells about to ask. */
  #filled(index: number): void {
    if (index < HEAD_BLOCKS) return;
    if (index !== this.#tailIndex) throw new Error(`shared strings: block ${index} filled, ${this.#tailIndex} held`);
    const block = this.#tail!;
    this.#tail = null;
    this.#tailIndex = -1;
    if (this.#kept.size === 0) {
      try {
        this.#fd ??= openScratchFile('shared-strings');
        fs.writeSync(this.#fd, block, 0, BLOCK_BYTES, (index - HEAD_BLOCKS) * BLOCK_BYTES);
        this.#remember(index, block);
        return;
      } catch {
        // no temporary folder to write in, or a full disk: the rest of the table stays in memory, as it all did once
      }
    }
    this.#kept.set(index, block);
  }

  #block(index: number): Buffer {
    if (index < HEAD_BLOCKS) return this.#head[index]!;
    if (index === this.#tailIndex) return this.#tail!;
    const kept = this.#kept.get(index);
    if (kept) return kept;
    const cached = this.#cache.get(index);
    if (cached) {
      this.#cache.delete(index); // used last: to the end of the cache's order
      this.#cache.set(index, cached);
      return cached;
    }
    const block = this.#freeBlock();
    fs.readSync(this.#fd!, block, 0, BLOCK_BYTES, (index - HEAD_BLOCKS) * BLOCK_BYTES);
    this.#remember(index, block);
    return block;
  }

  /** Keeps a block in the cache; the one used longest ago leaves it, and its memory is used for the next block. */
  #remember(index: number, block: Buffer): void {
    this.#cache.set(index, block);
    if (this.#cache.size <= CACHED_BLOCKS) return;
    const oldest = this.#cache.keys().next().value!;
    this.#spare = this.#cache.get(oldest)!;
    this.#cache.delete(oldest);
  }

  #freeBlock(): Buffer {
    const block = this.#spare ?? Buffer.allocUnsafeSlow(BLOCK_BYTES);
    this.#spare = null;
    return block;
  }
}

/** A part's XML text as it unpacks, 64 KB at a time; a character split between chunks is held for the next. */
async function* partText(file: FileBytes, part: PackedPart): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of unpackRange(file, part.range, part.method)) yield decoder.write(chunk);
  yield decoder.end();
}

/** An element's name without its namespace prefix (`x:c` is a cell too). */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** A parser that knows only plain names (xlsx parts use no DTD; the inspection refused any that declared one). */
function parser(): SaxesParser {
  return new SaxesParser({ position: false });
}

/**
 * The shared strings part, read only as far as the worksheet's cells need: each string's text (its runs joined,
 * phonetic guides (<rPh>) left out) goes into the table in index order. Excel and the libraries that write xlsx number
 * the strings in the order the sheet first uses them, so the worksheet's rows can be read, and handed on, while most
 * of the table is still unread; a table in any other order is read further as its cells ask.
 */
class SharedStringsReader {
  readonly #xml = parser();
  readonly #chunks: AsyncGenerator<string>;
  #done = false;

  constructor(
    file: FileBytes,
    part: PackedPart,
    readonly strings: SharedStringTable,
  ) {
    this.#chunks = partText(file, part);
    let inItem = false;
    let inText = false;
    let phonetic = 0;
    let text = '';
    this.#xml.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'si') {
        inItem = true;
        text = '';
      } else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = inItem && phonetic === 0 && !tag.isSelfClosing;
    });
    const take = (data: string) => {
      if (inText) text += data;
    };
    this.#xml.on('text', take);
    this.#xml.on('cdata', take);
    this.#xml.on('closetag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        strings.push(text);
        inItem = false;
      }
    });
  }

  /** Reads on until the table holds the string at `index`, or the part ends (then a later index is not in it). */
  async readTo(index: number): Promise<void> {
    while (!this.#done && this.strings.size <= index) {
      const next = await this.#chunks.next();
      if (next.done) {
        this.#done = true;
        this.#xml.close();
      } else this.#xml.write(next.value);
    }
  }

  /** Stops unpacking the part (a read left early). */
  async stop(): Promise<void> {
    await this.#chunks.return(undefined);
  }
}

/** "AB12" → 28; 0 when the reference names no column. */
function columnOf(ref: string | undefined): number {
  if (ref === undefined) return 0;
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // either case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return column;
}

/** Where a cell's characters go while it is parsed. */
const enum Capture {
  None,
  Value,
  Formula,
  Inline,
}

/**
 * The worksheet's rows, as its XML is fed in: `rows` collects each finished row that has a value, already in the
 * form that crosses between threads, for the caller to take between feeds. A row or cell without its reference
 * follows the one before it, as Excel reads it.
 */
class WorksheetRows {
  rows: EncodedRow[] = [];
  /** Cells whose shared string the table did not hold yet when they closed: their row, and where the index sits. */
  #waitingRows: EncodedRow[] = [];
  #waitingAt: number[] = [];
  /** The highest shared string index they wait for (-1: none). */
  #waitingFor = -1;
  /** A shared string cell closed before its string was read. */
  #waitingIndex = -1;
  #inSheetData = false;
  #row: EncodedRow | null = null;
  #rowNumber = 0;
  #column = 0;
  #type = 'n';
  #capture = Capture.None;
  #inInline = false;
  #phonetic = 0;
  #value = '';
  #formula: string | null = null;
  #inline = '';

  constructor(
    readonly xml: SaxesParser,
    readonly strings: SharedStringTable,
    readonly maxColumn: number,
  ) {
    xml.on('opentag', (tag) => this.#open(tag));
    xml.on('closetag', (tag) => this.#close(tag));
    xml.on('text', (text) => this.#text(text));
    xml.on('cdata', (text) => this.#text(text));
  }

  #open(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (name === 'sheetData') {
      this.#inSheetData = true;
      return;
    }
    if (!this.#inSheetData) return;
    switch (name) {
      case 'row': {
        const number = Number(tag.attributes.r);
        this.#rowNumber = Number.isInteger(number) && number > 0 ? number : this.#rowNumber + 1;
        this.#row = { number: this.#rowNumber, cells: [] };
        this.#column = 0;
        break;
      }
      case 'c':
        this.#column = columnOf(tag.attributes.r) || this.#column + 1;
        this.#type = tag.attributes.t || 'n';
        this.#value = '';
        this.#formula = null;
        this.#inline = '';
        this.#inInline = false;
        this.#phonetic = 0;
        this.#capture = Capture.None;
        break;
      case 'v':
        this.#capture = Capture.Value;
        break;
      case 'f':
        this.#formula = '';
        this.#capture = Capture.Formula;
        break;
      case 'is':
        this.#inInline = true;
        break;
      case 'rPh':
        this.#phonetic++;
        break;
      case 't':
        if (this.#inInline && this.#phonetic === 0) this.#capture = Capture.Inline;
        break;
      default:
        break;
    }
  }

  #text(text: string): void {
    switch (this.#capture) {
      case Capture.Value:
        this.#value += text;
        break;
      case Capture.Formula:
        this.#formula += text;
        break;
      case Capture.Inline:
        this.#inline += text;
        break;
      default:
        break;
    }
  }

  #close(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    if (name === 'sheetData') {
      this.#inSheetData = false;
      return;
    }
    if (!this.#inSheetData) return;
    switch (name) {
      case 'v':
      case 'f':
      case 't':
        this.#capture = Capture.None;
        break;
      case 'is':
        this.#inInline = false;
        break;
      case 'rPh':
        this.#phonetic--;
        break;
      case 'c': {
        if (this.#row === null || this.#column > this.maxColumn) break;
        this.#waitingIndex = -1;
        const cell = this.#cell();
        if (cell === null) break; // false and 0 are values
        this.#row.cells.push(this.#column, cell);
        if (this.#waitingIndex >= 0) {
          this.#waitingRows.push(this.#row);
          this.#waitingAt.push(this.#row.cells.length - 1);
          this.#waitingFor = Math.max(this.#waitingFor, this.#waitingIndex);
        }
        break;
      }
      case 'row':
        if (this.#row !== null && this.#row.cells.length > 0) this.rows.push(this.#row);
        this.#row = null;
        break;
      default:
        break;
    }
  }

  /**
   * Gives the cells that waited for their shared string its text, once `readTo` has read the table that far: an index
   * past the table's end is unreadable, and a cell whose string is empty is left out, as is a row left without cells.
   */
  async fillStrings(readTo: (index: number) => Promise<void>): Promise<void> {
    if (this.#waitingFor < 0) return;
    await readTo(this.#waitingFor);
    let emptied: Set<EncodedRow> | null = null;
    for (let i = 0; i < this.#waitingRows.length; i++) {
      const row = this.#waitingRows[i]!;
      const at = this.#waitingAt[i]!;
      const index = row.cells[at] as number;
      const text = this.strings.get(index);
      if (text === undefined) row.cells[at] = problem('unreadable', `shared string ${index}`);
      else if (text !== '') row.cells[at] = text;
      else {
        row.cells[at - 1] = -1; // its column: left out below
        (emptied ??= new Set()).add(row);
      }
    }
    this.#waitingRows = [];
    this.#waitingAt = [];
    this.#waitingFor = -1;
    if (emptied === null) return;
    for (const row of emptied) {
      const cells: EncodedRow['cells'] = [];
      for (let i = 0; i < row.cells.length; i += 2)
        if (row.cells[i] !== -1) cells.push(row.cells[i]!, row.cells[i + 1]!);
      row.cells = cells;
    }
    this.rows = this.rows.filter((row) => row.cells.length > 0);
  }

  /** The cell just closed: its value by its type, null when it has none. */
  #cell(): EncodedCell | null {
    if (this.#formula !== null) return problem('formula', this.#formula);
    const value = this.#value;
    switch (this.#type) {
      case 's': {
        if (value.trim() === '') return null;
        const index = Number(value);
        if (!Number.isInteger(index) || index < 0) return problem('unreadable', `shared string ${value}`);
        if (index >= this.strings.size) {
          this.#waitingIndex = index;
          return index; // its text once the table has it (fillStrings)
        }
        const text = this.strings.get(index)!;
        return text === '' ? null : text;
      }
      case 'inlineStr':
        return this.#inline === '' ? null : this.#inline;
      case 'str':
        return value === '' ? null : value;
      case 'b':
        if (value === '') return null;
        if (value === '1' || value === 'true') return true;
        if (value === '0' || value === 'false') return false;
        return problem('unreadable', value);
      case 'e':
        return problem('errorValue', value);
      case 'd':
        if (value === '') return null;
        return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : problem('unreadable', value);
      case 'n': {
        if (value.trim() === '') return null;
        const number = Number(value);
        return Number.isFinite(number) ? number : problem('unreadable', value);
      }
      default:
        return problem('unreadable', `cell type ${this.#type}`);
    }
  }
}

/**
 * The first worksheet's non-empty rows, in order, as they cross between threads: after each chunk of XML, the rows
 * it finished. The worksheet is read as it unpacks, and the shared strings (into a SharedStringTable) only as far
 * as its rows so far need, so the first rows are handed on before the whole table is read; the rest of the table is
 * read at the end. XML that is not well-formed, in either part, throws saxes's error, which names what it met.
 */
export async function* readEncodedRows(parts: SheetParts, options: ReadRowsOptions): AsyncGenerator<EncodedRow[]> {
  const { sharedStrings } = parts;
  const strings = new SharedStringTable(sharedStrings?.count);
  const table = sharedStrings ? new SharedStringsReader(parts.file, sharedStrings, strings) : null;
  const readTo = (index: number) => table?.readTo(index) ?? Promise.resolve();
  const xml = parser();
  const sheet = new WorksheetRows(xml, strings, options.maxColumn);
  const take = async () => {
    await sheet.fillStrings(readTo);
    const rows = sheet.rows;
    sheet.rows = [];
    return rows;
  };
  try {
    for await (const chunk of partText(parts.file, parts.worksheet)) {
      xml.write(chunk);
      if (sheet.rows.length > 0) {
        const rows = await take();
        if (rows.length > 0) yield rows;
      }
    }
    xml.close();
    const rows = await take();
    if (rows.length > 0) yield rows;
    await readTo(Infinity);
  } finally {
    await table?.stop();
    strings.close();
  }
}

/** The first worksheet's non-empty rows, in order, read on this thread (readEncodedRows, each row decoded). */
export async function* readSheetRows(parts: SheetParts, options: ReadRowsOptions): AsyncGenerator<SheetRow> {
  for await (const rows of readEncodedRows(parts, options)) for (const row of rows) yield decodeRow(row);
}
