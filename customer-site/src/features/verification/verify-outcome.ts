import {
  VerificationErrorCodes,
  comboStatus,
  type VerificationResponse,
  type VerificationSearchResponse,
  type VerificationStatus,
  type VerificationStatusResponse,
} from '@carrier/shared/discount-program';
import type { VerificationRecord, VerifyOutcome, VerifyView } from './verify-state.ts';

/** 001 §4: the verify form's view for a verification status. */
export const VIEW_OF_STATUS: Record<VerificationStatus, VerifyView> = {
  success: 'success',
  pending: 'pending',
  docUpload: 'docupload',
  dataError: 'dataerror',
  systemError: 'systemerror',
};

/** A failed call, or an answer this page cannot use: the system error view. */
export function systemErrorOutcome(errorCodes: string[] = [], returning = false): VerifyOutcome {
  return { view: 'systemerror', verifications: [], errorCodes, returning };
}

const NO_DETAIL = { docUploadRejectionCount: 0, docUploadRejectionReasons: [], expiryDate: null, remainingDays: null };

type Answer = VerificationResponse | VerificationStatusResponse;

/** The verifications of an answer, the main one first then otherResponses, each with its detail. */
function recordsOf(answer: Answer): VerificationRecord[] {
  const main: VerificationRecord = {
    verificationId: answer.verificationId ?? '',
    segment: answer.segment,
    status: answer.status,
    autoApproved: answer.autoApproved,
    docUploadRejectionCount: answer.docUploadRejectionCount,
    docUploadRejectionReasons: answer.docUploadRejectionReasons,
    expiryDate: answer.expiryDate,
    remainingDays: answer.remainingDays,
    ...(answer.docReviewsLeft === undefined ? {} : { docReviewsLeft: answer.docReviewsLeft }),
  };
  const others = (answer.otherResponses ?? []).map((o) => ({ ...NO_DETAIL, ...o }));
  return [main, ...others];
}

/** 001 §4: the answer reordered by the preferred segment (the preferred one first, the rest as they came). */
export function reorderByPreferred<T extends { segment: string }>(records: readonly T[], preferred?: string): T[] {
  if (!preferred) return [...records];
  return [...records.filter((r) => r.segment === preferred), ...records.filter((r) => r.segment !== preferred)];
}

/** Every error code an answer carries (data errors, then system errors). */
function codesOf(answer: Answer): string[] {
  if (!('dataError' in answer)) return [];
  return [...answer.dataError, ...answer.systemError].map((e) => e.errorCode);
}

/**
 * 001 §4: the outcome of a verification or status answer. Combo pages derive one status from both verifications;
 * the verifications are ordered by the preferred segment. A verification waiting for a document that has no review
 * left (the gateway says so in docReviewsLeft) would only be refused docReviewLimitExceeded: its outcome is that
 * rejection (001 §8 'Too many attempts') at once, not an upload panel that cannot succeed.
 */
export function outcomeOf(answer: Answer, preferred: string | undefined, returning: boolean): VerifyOutcome {
  const verifications = reorderByPreferred(recordsOf(answer), preferred);
  const status = comboStatus(verifications[0]!.status, verifications[1]?.status);
  const fanNumber = answer.fanNumber;
  const view = VIEW_OF_STATUS[status];
  const reviewsUsedUp =
    view === 'docupload' && verifications.some((v) => v.status === 'docUpload' && v.docReviewsLeft === 0);
  if (reviewsUsedUp)
    return { ...systemErrorOutcome([VerificationErrorCodes.docReviewLimitExceeded], returning), verifications };
  return {
    view,
    verifications,
    errorCodes: codesOf(answer),
    returning,
    ...(fanNumber ? { fanNumber } : {}),
  };
}

/** The data errors the form itself answers: back to the form with the message. */
const FORM_CODES: readonly string[] = [
  VerificationErrorCodes.noEligibilityRecord,
  VerificationErrorCodes.missingDischargeDate,
];

/** What the form does with a verification answer: show an outcome, go back to the form, or open a modal. */
export type VerifyStep =
  | { kind: 'outcome'; outcome: VerifyOutcome }
  | { kind: 'form'; errorCodes: string[] }
  | { kind: 'modal'; modal: 'hardStop' | 'conflict' | 'eligibility' };

/**
 * 001 §4 verify result: success, pending, docupload and systemerror (verificationLimitExceeded among them) are
 * outcomes. A data error: fanAlreadyEnrolled opens the hard-stop modal, accountAlreadyHaveFan the conflict modal;
 * noEligibilityRecord and missingDischargeDate go back to the form with their message, and a second
 * noEligibilityRecord in a row opens the eligibility error modal ('Call us'); any other data error is the data error
 * view.
 */
export function stepAfterVerification(
  answer: VerificationResponse,
  preferred: string | undefined,
  noRecordBefore: boolean,
): VerifyStep {
  const outcome = outcomeOf(answer, preferred, false);
  if (outcome.view !== 'dataerror') return { kind: 'outcome', outcome };
  const codes = outcome.errorCodes;
  if (codes.includes(VerificationErrorCodes.fanAlreadyEnrolled)) return { kind: 'modal', modal: 'hardStop' };
  if (codes.includes(VerificationErrorCodes.accountAlreadyHaveFan)) return { kind: 'modal', modal: 'conflict' };
  if (noRecordBefore && codes.includes(VerificationErrorCodes.noEligibilityRecord))
    return { kind: 'modal', modal: 'eligibility' };
  if (codes.length > 0 && codes.every((c) => FORM_CODES.includes(c))) return { kind: 'form', errorCodes: codes };
  return { kind: 'outcome', outcome };
}

/** 001 §4 search: earlier verifications (or one in this segment) open the one-time-code modal. */
export function searchFoundSomething(answer: VerificationSearchResponse): answer is VerificationSearchResponse & {
  otpId: string;
} {
  return (answer.found || answer.sameSegmentFound) && !!answer.otpId;
}
