/** 001 §4 enrollment steps. */
export const ENROLLMENT_STEPS = [
  'AUTH_OPTIONS',
  'ENROLLMENT_FORM',
  'VERIFICATION_RESPONSE',
  'SOFT_AUTH_FORM',
  'HARD_AUTH_FORM',
] as const;
export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[number];

/** 001 §4 verification response statuses: what the response step shows. */
export const RESPONSE_STATUSES = [
  'dataError',
  'docUpload',
  'form',
  'reviewForm',
  'multipleVerificationReview',
  'systemError',
  'pending',
  'success',
  'conflict',
  'liberty',
  'firstNet',
  'fanMatch',
  'nameMismatch',
  'dataMismatch',
  'error',
  'appreciationConflictError',
  'appreciationHardStopError',
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** 001 §4 display kinds of a response. */
export type DisplayKind = 'error' | 'info' | 'success';

/** What the flow knows about the visitor once loaded (001 §4 'On load'). */
export interface EnrollmentContext {
  fanId: string;
  email: string | null;
  verificationId: string | null;
  comboVerificationId: string | null;
  isCRP: boolean;
  isTokenFlow: boolean;
}

/** The account a successful account-type check named (001 §3 accountInfo). */
export interface CheckedAccount {
  billingMarket: string;
  billingAccountNumber: string;
}
