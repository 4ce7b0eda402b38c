import { resultLabel, type VerificationStatus } from '@carrier/shared/discount-program';
import type { VerifyView } from '../verify-state.ts';

/** 001 §2 the new flow's result screens. */
export type NewResultVariant =
  'reviewPending' | 'reviewPendingExisting' | 'approved' | 'enrolled' | 'rejection' | 'general';
/** The plain response screens (the new flow's flag off). */
export type PlainResultVariant = 'success' | 'pending' | 'error';

/**
 * 001 §4 result variant: the customer type and the step pick the approved, review or enrolled copy (an approved
 * existing customer is enrolled); an error, or a system error that is 'Too many attempts' (verificationLimitExceeded
 * or docReviewLimitExceeded), gives the rejection screen; every other combination the general error.
 */
export function newResultVariant(
  view: VerifyView,
  existingCustomer: boolean,
  errorCodes: readonly string[],
): NewResultVariant {
  if (view === 'success') return existingCustomer ? 'enrolled' : 'approved';
  if (view === 'pending') return existingCustomer ? 'reviewPendingExisting' : 'reviewPending';
  if (view === 'error') return 'rejection';
  if (view === 'systemerror' && resultLabel({ status: 'systemError', errors: errorCodes }) === 'Too many attempts')
    return 'rejection';
  return 'general';
}

/** The plain response of a view: success, pending, or the error response for anything else. */
export function plainResultVariant(view: VerifyView): PlainResultVariant {
  return view === 'success' ? 'success' : view === 'pending' ? 'pending' : 'error';
}

const STATUS_OF: Partial<Record<VerifyView, VerificationStatus>> = {
  success: 'success',
  pending: 'pending',
  docupload: 'docUpload',
  dataerror: 'dataError',
  systemerror: 'systemError',
  error: 'systemError',
};

/** The verification status a view stands for (001 §4 labels), when it stands for one. */
export function statusOfView(view: VerifyView): VerificationStatus | null {
  return STATUS_OF[view] ?? null;
}
