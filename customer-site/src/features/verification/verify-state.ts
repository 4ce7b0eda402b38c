import type { VerificationDetail, VerificationStatus } from '@carrier/shared/discount-program';

/** 001 §4 verify form statuses: the in-page views of the verify form. */
export type VerifyView =
  | 'form'
  | 'review_form'
  | 'multiple_verification_review'
  | 'docupload'
  | 'success'
  | 'pending'
  | 'dataerror'
  | 'systemerror'
  | 'error';

/** One verification as the verify form knows it (001 §3 response and detail). */
export interface VerificationRecord extends VerificationDetail {
  verificationId: string;
  segment: string;
  status: VerificationStatus;
  autoApproved: boolean;
}

/**
 * Where a verify form stands after a call: the view to show, the verifications it is about (the preferred
 * segment first, 001 §4: the page's own unless a combo page's customer chose the other), and the error codes the last answer gave (001 §8).
 */
export interface VerifyOutcome {
  view: VerifyView;
  verifications: VerificationRecord[];
  errorCodes: string[];
  /** A returning customer (verificationId in the address): no upload-later choice (001 §2). */
  returning: boolean;
  fanNumber?: string;
}

/** 001 §2: the values forwarded on upload as otherElements (from the address, or the search's answer). */
export interface UploadForward {
  fanId?: string;
  fanType?: string;
  fanName?: string;
  ban?: string;
  market?: string;
  subMarket?: string;
  orderId?: string;
}

/** 001 §2 query parameters the verify form reads. */
export interface VerifyQuery {
  verificationId: string | null;
  comboVerificationId: string | null;
  /** crp=true: the CRP customer type (001 §6), read as the enrollment pages read it. */
  crp: boolean;
  upalflow: string | null;
  wlsfi: string | null;
  forward: UploadForward;
}
