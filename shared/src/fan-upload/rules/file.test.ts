import { describe, expect, it } from 'vitest';
import {
  addToUploadSelection,
  baseFileName,
  fileExtension,
  fileStem,
  validateUploadFile,
} from '../../uploads/rules.ts';
import { FAN_UPLOAD_OPTIONS, FILE_SIZE_LIMIT_BYTES } from './file.ts';

// 002 §5, character for character: the ellipsis (U+2026) and the curly apostrophe (U+2019) included.
const EMPTY = 'Hmm\u2026your file doesn\u2019t meet minimum size requirements. Try again.';
const TOO_LARGE = 'File size should be less than 10MB. Check your document and try again.';
const TYPE = 'Files can be XLSX. Check your document and try again.';
const COUNT = 'Select 1 docs and try again.';
const NAME = 'File name needs to be at least 3 characters. Rename the document and try again.';
const GENERIC = 'Oops, something went wrong. Check your document and try again';

const file = (name: string, size = 2048) => ({ name, size });

describe('the fan pages’ upload options (002 §3, §9)', () => {
  it('take 1 file, below 10000 KB, of type xlsx, with a name of at least 3 characters', () => {
    expect(FAN_UPLOAD_OPTIONS.itemsLimit).toBe(1);
    expect(FILE_SIZE_LIMIT_BYTES).toBe(10_240_000);
    expect(FAN_UPLOAD_OPTIONS.validFileTypes).toEqual(['xlsx']);
    expect(FAN_UPLOAD_OPTIONS.minFileNameChars).toBe(3);
  });

  it('carry the specification’s messages exactly', () => {
    expect(FAN_UPLOAD_OPTIONS.messages).toEqual({
      empty: EMPTY,
      tooLarge: TOO_LARGE,
      type: TYPE,
      count: COUNT,
      nameLength: NAME,
      generic: GENERIC,
    });
  });
});

describe('file name parts', () => {
  it.each([
    ['fans.xlsx', 'fans.xlsx', 'xlsx', 'fans'],
    ['C:\\Users\\me\\FANS.XLSX', 'FANS.XLSX', 'xlsx', 'FANS'],
    ['../../etc/passwd.xlsx', 'passwd.xlsx', 'xlsx', 'passwd'],
    ['.xlsx', '.xlsx', '', '.xlsx'],
    ['fans', 'fans', '', 'fans'],
    ['fans.backup.xlsx', 'fans.backup.xlsx', 'xlsx', 'fans.backup'],
  ])('%j → base %j, extension %j, stem %j', (name, base, ext, stem) => {
    expect(baseFileName(name)).toBe(base);
    expect(fileExtension(name)).toBe(ext);
    expect(fileStem(name)).toBe(stem);
  });
});

describe('validateUploadFile (002 §5)', () => {
  it.each([
    'fans.xlsx',
    'FAN details 2026.XLSX',
    'abc.xlsx',
    'Prüfliste — März (2).xlsx',
    '<img src=x onerror=alert(1)>.xlsx',
    "fans'; drop table fan_profiles;--.xlsx",
  ])('accepts %j', (name) => {
    expect(validateUploadFile(file(name), FAN_UPLOAD_OPTIONS)).toEqual({ ok: true });
  });

  it.each(['fans.xls', 'fans.csv', 'fans.pdf', 'fans', 'fans.xlsx.exe', 'fans.xlsm'])('refuses %j by type', (name) => {
    expect(validateUploadFile(file(name), FAN_UPLOAD_OPTIONS)).toEqual({ ok: false, key: 'type', message: TYPE });
  });

  it.each(['ab.xlsx', 'a.xlsx', '  a .xlsx'])('refuses the short name %j', (name) => {
    expect(validateUploadFile(file(name), FAN_UPLOAD_OPTIONS)).toEqual({ ok: false, key: 'nameLength', message: NAME });
  });

  it('refuses an empty file', () => {
    expect(validateUploadFile(file('fans.xlsx', 0), FAN_UPLOAD_OPTIONS)).toEqual({
      ok: false,
      key: 'empty',
      message: EMPTY,
    });
  });

  it('takes a file just below 10000 KB and refuses one of 10000 KB or more', () => {
    expect(validateUploadFile(file('fans.xlsx', FILE_SIZE_LIMIT_BYTES - 1), FAN_UPLOAD_OPTIONS).ok).toBe(true);
    expect(validateUploadFile(file('fans.xlsx', FILE_SIZE_LIMIT_BYTES), FAN_UPLOAD_OPTIONS)).toEqual({
      ok: false,
      key: 'tooLarge',
      message: TOO_LARGE,
    });
    expect(validateUploadFile(file('fans.xlsx', 50 * 1024 * 1024), FAN_UPLOAD_OPTIONS).ok).toBe(false);
  });

  it('refuses names with control characters or over 255 characters with the generic message', () => {
    expect(validateUploadFile(file('fa\u0000ns.xlsx'), FAN_UPLOAD_OPTIONS)).toEqual({
      ok: false,
      key: 'name',
      message: GENERIC,
    });
    expect(validateUploadFile(file('fans\n.xlsx'), FAN_UPLOAD_OPTIONS)).toEqual({
      ok: false,
      key: 'name',
      message: GENERIC,
    });
    expect(validateUploadFile(file(`${'a'.repeat(251)}.xlsx`), FAN_UPLOAD_OPTIONS)).toEqual({
      ok: false,
      key: 'name',
      message: GENERIC,
    });
  });
});

describe('addToUploadSelection (002 §5: 1 item for the fan pages, duplicates by name skipped)', () => {
  it('adds one valid file', () => {
    expect(addToUploadSelection([], [file('fans.xlsx')], FAN_UPLOAD_OPTIONS)).toEqual({
      files: [file('fans.xlsx')],
      result: { ok: true },
    });
  });

  it("refuses a second file with 'Select 1 docs and try again.' and keeps the first", () => {
    const first = [file('fans.xlsx')];
    expect(addToUploadSelection(first, [file('more.xlsx')], FAN_UPLOAD_OPTIONS)).toEqual({
      files: first,
      result: { ok: false, key: 'count', message: COUNT },
    });
    expect(addToUploadSelection([], [file('a1.xlsx'), file('b1.xlsx')], FAN_UPLOAD_OPTIONS).result).toEqual({
      ok: false,
      key: 'count',
      message: COUNT,
    });
  });

  it('skips a file of the same name', () => {
    const first = [file('fans.xlsx')];
    expect(addToUploadSelection(first, [file('fans.xlsx', 99)], FAN_UPLOAD_OPTIONS)).toEqual({
      files: first,
      result: { ok: true },
    });
  });

  it('does not add a refused file', () => {
    expect(addToUploadSelection([], [file('fans.pdf')], FAN_UPLOAD_OPTIONS)).toEqual({
      files: [],
      result: { ok: false, key: 'type', message: TYPE },
    });
  });
});
