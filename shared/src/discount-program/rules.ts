import { fail, OK, type RuleResult } from '../core/result.ts';
import type { VerificationStatus } from './schemas.ts';

/** 001 §4 verification result labels. */
export type ResultLabel = 'Auto Approved' | 'Approved' | 'Pending' | 'Doc Upload' | 'Error' | 'Too many attempts';

/** The error codes that make a system error 'Too many attempts' (001 §4). */
const LIMIT_CODES = ['verificationLimitExceeded', 'docReviewLimitExceeded'];

export interface LabelInput {
  status: VerificationStatus;
  autoApproved?: boolean;
  /** The error codes (or messages) the verification answered with. */
  errors?: readonly string[];
}

/**
 * 001 §4: success 'Auto Approved' or 'Approved'; pending 'Pending'; doc upload 'Doc Upload'; data error 'Error';
 * system error 'Too many attempts' if the error mentions verificationLimitExceeded or docReviewLimitExceeded, else
 * 'Error'.
 */
export function resultLabel({ status, autoApproved, errors = [] }: LabelInput): ResultLabel {
  switch (status) {
    case 'success':
      return autoApproved ? 'Auto Approved' : 'Approved';
    case 'pending':
      return 'Pending';
    case 'docUpload':
      return 'Doc Upload';
    case 'dataError':
      return 'Error';
    case 'systemError':
      return errors.some((e) => LIMIT_CODES.some((code) => e.includes(code))) ? 'Too many attempts' : 'Error';
  }
}

/**
 * 001 §4 combo segments: one status from both verifications' statuses. An error in either decides (a system error
 * before a data error); then a document still needed; then one under review; success only when both are approved.
 */
export function comboStatus(first: VerificationStatus, second?: VerificationStatus): VerificationStatus {
  if (!second) return first;
  const both = [first, second];
  for (const status of ['systemError', 'dataError', 'docUpload', 'pending'] as const) {
    if (both.includes(status)) return status;
  }
  return 'success';
}

/** 001 §4: the segments of a combo verification that still need a document (one file section each). */
export function segmentsNeedingDocuments(
  verifications: ReadonlyArray<{ segment: string; status: VerificationStatus }>,
): string[] {
  return verifications.filter((v) => v.status === 'docUpload').map((v) => v.segment);
}

/** 001 §9: benefits are removed if eligibility is not confirmed within 14 days. */
export const VERIFICATION_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 14-day window from a decision: its last day (UTC, yyyy-mm-dd) and the whole days left (0 once past). */
export function expiryOf(decidedAt: Date, now: Date): { expiryDate: string; remainingDays: number; expired: boolean } {
  const expiresAt = new Date(decidedAt.getTime() + VERIFICATION_WINDOW_DAYS * DAY_MS);
  const left = expiresAt.getTime() - now.getTime();
  return {
    expiryDate: expiresAt.toISOString().slice(0, 10),
    remainingDays: Math.max(0, Math.ceil(left / DAY_MS)),
    expired: left <= 0,
  };
}

/** How a person on the form compares with the segment's eligibility record. */
export type MatchLevel = 'full' | 'partial' | 'none';

export interface EligibilityRecord {
  firstName: string;
  lastName: string;
  postalCode: string;
  /** The segment's proof attribute: branch of service (military), organisation (others). */
  affiliation: string;
  /** Veterans and retirees: the discharge date on record. */
  dateOfDischarge?: string | null;
}

export interface Applicant {
  firstName: string;
  lastName: string;
  postalCode: string;
  affiliation?: string;
  dateOfDischarge?: string;
}

const norm = (v: string | null | undefined) =>
  (v ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

/** The key names are looked up by: both names folded (accents, case and punctuation aside). */
export function nameKey(firstName: string, lastName: string): string {
  return `${norm(firstName)}|${norm(lastName)}`;
}

/**
 * Full match: the name, ZIP and affiliation (and discharge date, where the record has one) all agree: approved
 * without a document. Partial: the name agrees but something else does not: a document decides. None: no record
 * with this name.
 */
export function matchLevel(applicant: Applicant, record: EligibilityRecord | undefined): MatchLevel {
  if (!record) return 'none';
  if (norm(applicant.firstName) !== norm(record.firstName) || norm(applicant.lastName) !== norm(record.lastName))
    return 'none';
  const sameZip = applicant.postalCode === record.postalCode;
  const sameAffiliation = norm(applicant.affiliation) === norm(record.affiliation);
  const sameDischarge = !record.dateOfDischarge || applicant.dateOfDischarge === record.dateOfDischarge;
  return sameZip && sameAffiliation && sameDischarge ? 'full' : 'partial';
}

/** 001 §5: the discharge date is asked only of veterans and retirees, and is then mandatory. */
export function dischargeDateRule(subSegment: string | undefined, dateOfDischarge: string | undefined): RuleResult {
  if ((subSegment === 'veteran' || subSegment === 'retiree') && !dateOfDischarge)
    return fail('missingDischargeDate', 'Enter your discharge date.');
  return OK;
}

/** 001 §8: the alert shows the latest rejection's reasons; none (or an empty last one) gives the generic message. */
export function latestRejectionReasons(reasons: ReadonlyArray<readonly string[]>): readonly string[] {
  return reasons[reasons.length - 1] ?? [];
}

/** 001 §8: how many uploads a verification may still have reviewed, before docReviewLimitExceeded. */
export function reviewsLeft(rejectionCount: number, limit: number): number {
  return Math.max(0, limit - rejectionCount);
}

/** 001 §5, §9 document upload limits: 10000 KB each (compared as × 1000 bytes), 3 files, 30 MB in all. */
export const DOC_UPLOAD_LIMITS = {
  fileSizeBytes: 10_000 * 1000,
  maxFiles: 3,
  totalBytes: 30_000_000,
  minFileNameChars: 3,
  validFileTypes: ['png', 'pdf', 'jpeg', 'bmp', 'gif'] as const,
} as const;
/** 001 §5: names must not contain \ / : * ? " < > | */
export const INVALID_FILE_NAME_CHARS = /[\\/:*?"<>|]/;

/**
 * 001 §5 on one chosen file, by name and size (the gateway judges the content after): emptyFile, maxFileSize,
 * minCharsOfFilename (the name before the first dot), invalidFileNameCharsError.
 */
export function documentFileRule(name: string, size: number): RuleResult {
  if (size <= 0) return fail('emptyFile', 'emptyFile');
  if (size > DOC_UPLOAD_LIMITS.fileSizeBytes) return fail('maxFileSize', 'maxFileSize');
  if (INVALID_FILE_NAME_CHARS.test(name)) return fail('invalidFileNameCharsError', 'invalidFileNameCharsError');
  if ((name.split('.')[0] ?? '').length < DOC_UPLOAD_LIMITS.minFileNameChars)
    return fail('minCharsOfFilename', 'minCharsOfFilename');
  return OK;
}

/** 001 §5 on the set of files: at most 3, at most 30 MB together. */
export function documentSetRule(files: ReadonlyArray<{ size: number }>): RuleResult {
  if (files.length > DOC_UPLOAD_LIMITS.maxFiles) return fail('maxNumOfItems', 'maxNumOfItems');
  if (files.reduce((sum, f) => sum + f.size, 0) > DOC_UPLOAD_LIMITS.totalBytes)
    return fail('maxFileSize', 'maxFileSize');
  return OK;
}

/** 001 §4 the hub's error types: where an error happened (the form's check or the document upload) and its kind. */
export const HUB_ERROR_TYPES = [
  'formSubmissionError',
  'formSystemError',
  'docSubmissionError',
  'docSystemError',
] as const;
export type HubErrorType = (typeof HUB_ERROR_TYPES)[number];

/**
 * The hub error type of a failed step: the verify form's check (form) or the document upload (doc); a data error the
 * customer can fix is a submission error, anything else a system error.
 */
export function hubErrorType(step: 'form' | 'doc', kind: 'data' | 'system'): HubErrorType {
  return `${step}${kind === 'data' ? 'Submission' : 'System'}Error`;
}
