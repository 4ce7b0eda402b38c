import { documentPathFor, localizedPath, type Locale } from '@carrier/shared/content';
import type { DisplayKind, EnrollmentStep, ResponseStatus } from './enrollment-types.ts';

/** 001 §2 enrollment routes (document paths; Spanish under /es-us/). */
export const ENROLLMENT_ROUTES = {
  authOptions: '/enrollment/signature',
  softAuth: '/enrollment/verify',
  enroll: '/enrollment/enroll',
  success: '/enrollment/success',
  liberty: '/enrollment/liberty',
  firstnet: '/enrollment/firstnet',
  existingfan: '/enrollment/existingfan',
  mismatch: '/enrollment/mismatch',
  matcherror: '/enrollment/matcherror',
  error: '/enrollment/error',
  alert: '/enrollment/discount-program/alert',
  hardstop: '/enrollment/discount-program/hardstop',
} as const;

/** 001 §2: the response screen (route) each response status is shown on. */
const RESPONSE_ROUTE: Record<ResponseStatus, string> = {
  success: ENROLLMENT_ROUTES.success,
  pending: ENROLLMENT_ROUTES.success,
  docUpload: ENROLLMENT_ROUTES.success,
  conflict: ENROLLMENT_ROUTES.existingfan,
  liberty: ENROLLMENT_ROUTES.liberty,
  firstNet: ENROLLMENT_ROUTES.firstnet,
  nameMismatch: ENROLLMENT_ROUTES.mismatch,
  dataMismatch: ENROLLMENT_ROUTES.mismatch,
  fanMatch: ENROLLMENT_ROUTES.matcherror,
  appreciationConflictError: ENROLLMENT_ROUTES.alert,
  appreciationHardStopError: ENROLLMENT_ROUTES.hardstop,
  error: ENROLLMENT_ROUTES.error,
  systemError: ENROLLMENT_ROUTES.error,
  dataError: ENROLLMENT_ROUTES.error,
  form: ENROLLMENT_ROUTES.error,
  reviewForm: ENROLLMENT_ROUTES.error,
  multipleVerificationReview: ENROLLMENT_ROUTES.error,
};

const RESPONSE_ROUTES: ReadonlySet<string> = new Set(Object.values(RESPONSE_ROUTE));

/** The document path (no locale) the flow shows a step on: the route follows the step. */
export function routeOf(step: EnrollmentStep, response: ResponseStatus | null): string {
  switch (step) {
    case 'AUTH_OPTIONS':
    case 'HARD_AUTH_FORM':
      return ENROLLMENT_ROUTES.authOptions;
    case 'SOFT_AUTH_FORM':
      return ENROLLMENT_ROUTES.softAuth;
    case 'ENROLLMENT_FORM':
      return ENROLLMENT_ROUTES.enroll;
    case 'VERIFICATION_RESPONSE':
      return RESPONSE_ROUTE[response ?? 'error'];
  }
}

export function isResponseRoute(documentPath: string): boolean {
  return RESPONSE_ROUTES.has(documentPath);
}

/** A URL path → its document path ('/es-us/enrollment/verify/' → '/enrollment/verify'). */
export function documentPathOf(urlPath: string): string {
  return documentPathFor(urlPath).path;
}

export function urlOf(documentPath: string, locale: Locale): string {
  return localizedPath(documentPath, locale);
}

/** 001 §4 display kinds: success for an enrolment, info for a pending outcome or a choice, error for the rest. */
export function displayKindOf(response: ResponseStatus): DisplayKind {
  if (response === 'success') return 'success';
  if (['pending', 'docUpload', 'conflict', 'appreciationConflictError', 'appreciationHardStopError'].includes(response))
    return 'info';
  return 'error';
}

/** 001 §4: success, pending and docUpload use a two-column call-to-action layout. */
export function usesTwoColumnCtas(response: ResponseStatus): boolean {
  return response === 'success' || response === 'pending' || response === 'docUpload';
}
