import {
  REJECTION_REASON_TEXTS,
  UPLOAD_REJECTION_REASONS,
  type DocumentReviewRecord,
  type UploadRejectionReason,
} from '@carrier/shared/discount-program';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/**
 * How the document review queue writes its values: the applicant's name, segments, times, sizes, the 001 §8
 * reasons with the words the customer reads, and what a failed decision means. Pure, so the rules are tested alone.
 */

export function applicantName(record: Pick<DocumentReviewRecord, 'firstName' | 'lastName'>): string {
  const name = [record.firstName, record.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || consoleText.unnamedApplicant;
}

export function segmentName(segment: string): string {
  return consoleText.segmentNames[segment] ?? segment;
}

export function statusName(status: string): string {
  return consoleText.verificationStatusNames[status] ?? status;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY HH:MM UTC (the console's dates, 002 §9, with the time a queue needs); unreadable → as given. */
export function formatReviewTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    `${pad2(date.getUTCMonth() + 1)}/${pad2(date.getUTCDate())}/${date.getUTCFullYear()} ` +
    `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())} UTC`
  );
}

/** How long an upload has waited: 'under 1 hour', '5 hours', '3 days'. */
export function waitingText(iso: string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return consoleText.waitingUnderAnHour;
  if (hours < 48) return consoleText.waitingHours(hours);
  return consoleText.waitingDays(Math.floor(hours / 24));
}

export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return consoleText.sizeBytes(bytes);
  if (bytes < 1024 * 1024) return consoleText.sizeKb(Math.round(bytes / 1024));
  return consoleText.sizeMb((bytes / (1024 * 1024)).toFixed(1));
}

/** A 001 §8 reason with the sentence the customer reads for it (English: the console is English). */
export interface ReasonOption {
  code: UploadRejectionReason;
  text: string;
}

export const REASON_OPTIONS: readonly ReasonOption[] = UPLOAD_REJECTION_REASONS.map((code) => ({
  code,
  text: REJECTION_REASON_TEXTS.en[code],
}));

/** The customer's words for a reason code; an unknown code shows as the code alone. */
export function reasonText(code: string): string {
  return (REJECTION_REASON_TEXTS.en as Readonly<Record<string, string>>)[code] ?? '';
}

/** The verify form's fields as the reviewer reads them: known fields by name, in the form's order, blanks left out. */
export function attributeRows(
  attributes: Readonly<Record<string, unknown>>,
  omit: readonly string[] = [],
): { label: string; value: string }[] {
  const known = Object.keys(consoleText.attributeNames);
  const keys = Object.keys(attributes).sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia < 0 ? known.length : ia) - (ib < 0 ? known.length : ib) || a.localeCompare(b);
  });
  const rows: { label: string; value: string }[] = [];
  for (const key of keys) {
    const raw = attributes[key];
    let value: string;
    if (raw === null || raw === undefined || raw === '' || omit.includes(key)) continue;
    if (typeof raw === 'boolean') value = raw ? consoleText.attributeYes : consoleText.attributeNo;
    else if (typeof raw === 'string' || typeof raw === 'number') value = String(raw);
    else value = JSON.stringify(raw);
    rows.push({ label: consoleText.attributeNames[key] ?? key, value });
  }
  return rows;
}

/** How the viewer shows a document: inline as an image, in a frame as a PDF, or only as a link. */
export type ViewerKind = 'image' | 'pdf' | 'none';

const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp']);

export function viewerKind(mediaType: string): ViewerKind {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (INLINE_IMAGES.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'none';
}

/** What a failed decision tells the reviewer, and whether the verification has left the queue for good. */
export function decisionFailure(error: unknown): { message: string; gone: boolean } {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 409) return { message: consoleText.alreadyDecided, gone: true };
  if (status === 404) return { message: consoleText.reviewGone, gone: true };
  const message = (error as { message?: unknown } | null)?.message;
  return {
    message: consoleText.decisionFailed(typeof message === 'string' && message ? message : fanToolsText.snag),
    gone: false,
  };
}
