import { reviewsLeft } from '@carrier/shared/discount-program';
import type { VerificationRecord } from '../verify-state.ts';

/**
 * 001 §9 the document reviews a verification gets before docReviewLimitExceeded: the default of the gateway's
 * DOC_REVIEW_LIMIT, counted with only when an answer did not say how many reviews are left (docReviewsLeft).
 */
export const DOC_REVIEW_LIMIT = 3;

/** 001 §2 the upload panel's heading and copy cases. */
export type UploadCase = 'default' | 'returning' | 'returningError';

export interface UploadNotices {
  case: UploadCase;
  /** The latest rejection's reason codes (001 §8), when the case is returningError. */
  rejection: readonly string[] | null;
  /** 001 §9 the 14-day window, when the verification has one. */
  expiry: { date: string; days: number } | null;
  /** Uploads left before the limit, shown once one was rejected and while one is left. */
  attemptsLeft: number | null;
}

/**
 * 001 §2: a returning customer (verificationId in the address) whose verification has a rejection sees the error
 * case with the latest reason; a returning one without, the returning case; everyone else the default. The expiry
 * date and days left come from the verification; the attempts left once a document was rejected, as the gateway
 * counts them with its configured limit.
 */
export function uploadNotices(
  returning: boolean,
  verification: VerificationRecord | undefined,
  limit = DOC_REVIEW_LIMIT,
): UploadNotices {
  const reasons = verification?.docUploadRejectionReasons ?? [];
  const rejected = (verification?.docUploadRejectionCount ?? 0) > 0 || reasons.length > 0;
  const count = Math.max(verification?.docUploadRejectionCount ?? 0, reasons.length);
  const left = verification?.docReviewsLeft ?? reviewsLeft(count, limit);
  return {
    case: !returning ? 'default' : rejected ? 'returningError' : 'returning',
    rejection: returning && rejected ? (reasons[reasons.length - 1] ?? []) : null,
    expiry:
      verification?.expiryDate && verification.remainingDays !== null
        ? { date: verification.expiryDate, days: verification.remainingDays }
        : null,
    attemptsLeft: rejected && left > 0 ? left : null,
  };
}

/** An ISO date (yyyy-mm-dd) as the page's language writes it, in UTC so the day never shifts. */
export function formatExpiry(date: string, locale: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale === 'es-us' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}
