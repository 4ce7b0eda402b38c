import { expiryOf, reviewsLeft, type VerificationDetail } from '@carrier/shared/discount-program';
import type { Verification } from './store.ts';

/**
 * 001 §3 verification detail: the rejections so far and, while the verification is approved or waiting for a
 * document, the 14-day window (001 §9) from that decision; given the review limit (DOC_REVIEW_LIMIT), the reviews
 * left.
 */
export function detailOf(v: Verification, now: Date, reviewLimit?: number): VerificationDetail {
  const windowOpen = v.decidedAt && (v.status === 'success' || v.status === 'docUpload');
  const window = windowOpen ? expiryOf(v.decidedAt!, now) : null;
  return {
    docUploadRejectionCount: v.rejectionReasons.length,
    docUploadRejectionReasons: v.rejectionReasons,
    expiryDate: window?.expiryDate ?? null,
    remainingDays: window?.remainingDays ?? null,
    ...(reviewLimit === undefined ? {} : { docReviewsLeft: reviewsLeft(v.rejectionReasons.length, reviewLimit) }),
  };
}
