import type { UploadOptions } from '../../uploads/rules.ts';
import { fanUploadText } from '../texts.ts';

/** 002 §9: 10000 KB; a file must be below it. */
export const FILE_SIZE_LIMIT_BYTES = 10_000 * 1024;

export const FAN_UPLOAD_OPTIONS: UploadOptions = {
  itemsLimit: 1,
  fileSizeLimitBytes: FILE_SIZE_LIMIT_BYTES,
  validFileTypes: ['xlsx'],
  minFileNameChars: 3,
  messages: {
    empty: fanUploadText.fileEmpty,
    tooLarge: fanUploadText.fileTooLarge,
    type: fanUploadText.fileType,
    count: fanUploadText.fileCount,
    nameLength: fanUploadText.fileNameLength,
    generic: fanUploadText.fileGeneric,
  },
};
