import { fail, OK, type RuleResult } from '../core/result.ts';

/**
 * What a chosen file must be before it is sent: how many files, how big, which types and how long a name (002 §3
 * 'Fan upload options', §5 'File upload'; 001's documents follow the same shape). The browser checks a chosen file
 * with these before sending it; the gateway checks the received file again, and then its content, which a name
 * cannot vouch for.
 */
export interface UploadMessages {
  empty: string;
  tooLarge: string;
  type: string;
  count: string;
  nameLength: string;
  generic: string;
}

export interface UploadOptions {
  /** 002 §9: 3 items by default, 1 for the fan pages. */
  itemsLimit: number;
  /** 002 §9: 10000 KB (10MB); a file must be below it. */
  fileSizeLimitBytes: number;
  /** Lower-case extensions without the dot. */
  validFileTypes: readonly string[];
  /** 002 §5, §9: the name before the extension has at least 3 characters. */
  minFileNameChars: number;
  messages: UploadMessages;
}

export interface FileLike {
  name: string;
  size: number;
}

/** The last path segment of a name as a browser or a multipart header gives it (either separator). */
export function baseFileName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

/** The extension, lower case without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const base = baseFileName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The name without its extension. */
export function fileStem(name: string): string {
  const base = baseFileName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const MAX_FILE_NAME_CHARS = 255;

/**
 * An uploaded file's name as stored and shown (never used as a path: files are stored under generated names): the
 * last path segment, without control characters or surrounding spaces, cut to maxLength; `fallback` when nothing is
 * left.
 */
export function cleanFileName(name: string, maxLength = MAX_FILE_NAME_CHARS, fallback = '(no name)'): string {
  return baseFileName(name).replace(new RegExp(CONTROL_CHARACTERS, 'g'), '').trim().slice(0, maxLength) || fallback;
}

/**
 * One file: type (by extension), name length, not empty, below the size limit — the first failing rule's message.
 * A name with control characters, or longer than 255 characters, cannot be stored or shown safely: the generic
 * message.
 */
export function validateUploadFile(file: FileLike, options: UploadOptions): RuleResult {
  const { messages } = options;
  const base = baseFileName(file.name);
  if (CONTROL_CHARACTERS.test(base) || base.length > MAX_FILE_NAME_CHARS) return fail('name', messages.generic);
  if (!options.validFileTypes.includes(fileExtension(base))) return fail('type', messages.type);
  if ([...fileStem(base).trim()].length < options.minFileNameChars) return fail('nameLength', messages.nameLength);
  if (!Number.isFinite(file.size) || file.size <= 0) return fail('empty', messages.empty);
  if (file.size >= options.fileSizeLimitBytes) return fail('tooLarge', messages.tooLarge);
  return OK;
}

export interface UploadSelection<F extends FileLike> {
  files: F[];
  result: RuleResult;
}

/**
 * 002 §5: adding files to a selection. Duplicates by name are skipped; more than itemsLimit files is refused with
 * the count message (the selection stays as it was); then each new file is checked. A refused file is not added.
 */
export function addToUploadSelection<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  options: UploadOptions,
): UploadSelection<F> {
  const names = new Set(current.map((f) => f.name));
  const fresh: F[] = [];
  for (const file of added) {
    if (names.has(file.name)) continue;
    names.add(file.name);
    fresh.push(file);
  }
  if (current.length + fresh.length > options.itemsLimit) {
    return { files: [...current], result: fail('count', options.messages.count) };
  }
  for (const file of fresh) {
    const result = validateUploadFile(file, options);
    if (!result.ok) return { files: [...current], result };
  }
  return { files: [...current, ...fresh], result: OK };
}
