import { baseFileName } from '@carrier/shared';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * An uploaded file's name as stored and shown (never used as a path: files are stored under generated names): the
 * last path segment, without control characters or surrounding spaces, cut to maxLength; `fallback` when nothing
 * is left.
 */
export function cleanFileName(name: string, maxLength: number, fallback: string): string {
  return baseFileName(name).replace(CONTROL, '').trim().slice(0, maxLength) || fallback;
}
