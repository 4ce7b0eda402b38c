import { DOC_UPLOAD_LIMITS, INVALID_FILE_NAME_CHARS, type UploadErrorKey } from '@carrier/shared/discount-program';
import type { UploadProps } from './upload-props.ts';

/** 001 §5 media types of the valid file types (jpeg covers .jpg). */
const MEDIA_TYPES: Record<string, readonly string[]> = {
  png: ['image/png'],
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  bmp: ['image/bmp', 'image/x-ms-bmp'],
  gif: ['image/gif'],
};

/** The file rules as content configures them (001 §3 validFileTypes, invalidFileNameChars). */
export interface FileRules {
  maxFiles: number;
  fileSizeBytes: number;
  totalBytes: number;
  minFileNameChars: number;
  mediaTypes: ReadonlySet<string>;
  invalidFileNameChars: RegExp;
}

const escape = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

export function fileRulesOf(props: UploadProps): FileRules {
  const types = props.validFileTypes ?? DOC_UPLOAD_LIMITS.validFileTypes;
  return {
    maxFiles: DOC_UPLOAD_LIMITS.maxFiles,
    fileSizeBytes: DOC_UPLOAD_LIMITS.fileSizeBytes,
    totalBytes: DOC_UPLOAD_LIMITS.totalBytes,
    minFileNameChars: DOC_UPLOAD_LIMITS.minFileNameChars,
    mediaTypes: new Set(types.flatMap((t) => MEDIA_TYPES[t] ?? [])),
    invalidFileNameChars: props.invalidFileNameChars
      ? new RegExp(`[${escape(props.invalidFileNameChars)}]`)
      : INVALID_FILE_NAME_CHARS,
  };
}

/** What a file needs for the rules: a File satisfies it. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** 001 §5 on one file: empty, too large, a forbidden character, a name too short, a type not accepted. */
export function fileError(file: FileLike, rules: FileRules): UploadErrorKey | null {
  if (file.size <= 0) return 'emptyFile';
  if (file.size > rules.fileSizeBytes) return 'maxFileSize';
  if (rules.invalidFileNameChars.test(file.name)) return 'invalidFileNameCharsError';
  if ((file.name.split('.')[0] ?? '').length < rules.minFileNameChars) return 'minCharsOfFilename';
  if (!rules.mediaTypes.has(file.type.toLowerCase())) return 'invalidFileType';
  return null;
}

/**
 * 001 §5: adds the chosen files to the ones already selected. A file whose name is already there is not added
 * twice; a file that breaks a rule is left out; files beyond the maximum (3) or the total (30 MB) are left out. The
 * first rule broken is the message the customer sees; the files that pass are kept.
 */
export function addFiles<F extends FileLike>(
  current: readonly F[],
  chosen: readonly F[],
  rules: FileRules,
): { files: F[]; error: UploadErrorKey | null } {
  const files = [...current];
  let error: UploadErrorKey | null = null;
  for (const file of chosen) {
    if (files.some((f) => f.name === file.name)) continue;
    const broken = fileError(file, rules);
    if (broken) {
      error ??= broken;
      continue;
    }
    if (files.length >= rules.maxFiles) {
      error ??= 'maxNumOfItems';
      continue;
    }
    if (files.reduce((sum, f) => sum + f.size, file.size) > rules.totalBytes) {
      error ??= 'maxFileSize';
      continue;
    }
    files.push(file);
  }
  return { files, error };
}
