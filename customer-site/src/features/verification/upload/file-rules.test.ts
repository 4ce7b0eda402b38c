import { describe, expect, it } from 'vitest';
import { DOC_UPLOAD_TEXTS } from '@carrier/shared/discount-program';
import { addFiles, fileError, fileRulesOf, type FileLike } from './file-rules.ts';

const rules = fileRulesOf({});
const file = (name: string, size = 1000, type = 'image/png'): FileLike => ({ name, size, type });

describe('001 §5 file rules', () => {
  it.each([
    ['an empty file', file('letter.png', 0), 'emptyFile'],
    ['a file over 10000 KB (× 1000 bytes)', file('letter.png', 10_000 * 1000 + 1), 'maxFileSize'],
    ['a name shorter than 3 characters before the first dot', file('ab.cd.png'), 'minCharsOfFilename'],
    ['a backslash', file('my\\letter.png'), 'invalidFileNameCharsError'],
    ['a colon', file('my:letter.png'), 'invalidFileNameCharsError'],
    ['a star', file('my*letter.png'), 'invalidFileNameCharsError'],
    ['a question mark', file('letter?.png'), 'invalidFileNameCharsError'],
    ['a double quote', file('my"letter.png'), 'invalidFileNameCharsError'],
    ['angle brackets', file('<letter>.png'), 'invalidFileNameCharsError'],
    ['a pipe', file('my|letter.png'), 'invalidFileNameCharsError'],
    ['a type that is not png, pdf, jpeg, bmp or gif', file('letter.txt', 10, 'text/plain'), 'invalidFileType'],
    ['a file the browser gives no type', file('letter.heic', 10, ''), 'invalidFileType'],
  ])('refuses %s', (_what, f, key) => {
    expect(fileError(f, rules)).toBe(key);
  });

  it.each([
    ['letter.png', 'image/png'],
    ['letter.pdf', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['scan.bmp', 'image/bmp'],
    ['badge.gif', 'image/gif'],
    ['abc', 'image/png'],
  ])('takes %s (%s), exactly at the size limit', (name, type) => {
    expect(fileError(file(name, 10_000 * 1000, type), rules)).toBeNull();
  });

  it('checks the types content allows, by media type', () => {
    expect(fileError(file('letter.png'), fileRulesOf({ validFileTypes: ['pdf'] }))).toBe('invalidFileType');
    expect(fileError(file('letter.pdf', 10, 'application/pdf'), fileRulesOf({ validFileTypes: ['pdf'] }))).toBeNull();
  });

  it('uses content’s forbidden characters instead of the default ones', () => {
    const custom = fileRulesOf({ invalidFileNameChars: '#]' });
    expect(fileError(file('my#letter.png'), custom)).toBe('invalidFileNameCharsError');
    expect(fileError(file('my]letter.png'), custom)).toBe('invalidFileNameCharsError');
    expect(fileError(file('my:letter.png'), custom)).toBeNull();
  });

  it('keeps at most 3 files and says so', () => {
    const three = [file('one.png'), file('two.png'), file('three.png')];
    expect(addFiles(three, [file('four.png')], rules)).toEqual({ files: three, error: 'maxNumOfItems' });
    expect(addFiles([], [...three, file('four.png')], rules).files).toHaveLength(3);
  });

  it('does not add a file of the same name twice, and says nothing', () => {
    const result = addFiles([file('letter.png')], [file('letter.png', 2000)], rules);
    expect(result).toEqual({ files: [file('letter.png')], error: null });
  });

  it('keeps the files that pass and reports the first rule broken', () => {
    const result = addFiles([], [file('ok-letter.png'), file('x.png'), file('bad|name.png')], rules);
    expect(result.files.map((f) => f.name)).toEqual(['ok-letter.png']);
    expect(result.error).toBe('minCharsOfFilename');
  });

  it('holds the 30 MB total', () => {
    const big = (name: string) => file(name, 10_000 * 1000);
    const tight = { ...rules, totalBytes: 25_000_000 };
    expect(addFiles([big('one.png'), big('two.png')], [big('three.png')], tight).error).toBe('maxFileSize');
    expect(addFiles([big('one.png'), big('two.png')], [big('three.png')], rules).error).toBeNull();
  });

  it('has the specification’s message for each key, in both languages', () => {
    expect(DOC_UPLOAD_TEXTS.en.maxNumOfItems).toBe('Select 3 docs or less and try again.');
    expect(DOC_UPLOAD_TEXTS.en.minCharsOfFilename).toBe(
      'File name needs to be at least 3 characters. Rename the document and try again.',
    );
    expect(DOC_UPLOAD_TEXTS.en.maxFileSize).toMatch(/^File size should be less than 10MB/);
    expect(DOC_UPLOAD_TEXTS.en.emptyFile).toBe('Hmm…your file doesn’t meet minimum size requirements. Try again.');
    expect(DOC_UPLOAD_TEXTS.en.invalidFileType).toBe(
      'Files can be JPG, PNG, JPEG, GIF, BMP, or PDF. Check your document and try again.',
    );
    expect(DOC_UPLOAD_TEXTS.en.invalidFileNameCharsError).toBe(
      'Your file name contains a special character (Examples: \\ / : * ? " < > | ). Please rename the file and try uploading again.',
    );
    expect(Object.keys(DOC_UPLOAD_TEXTS.es).sort()).toEqual(Object.keys(DOC_UPLOAD_TEXTS.en).sort());
  });
});
