import type { EnrollmentContext, EnrollmentStep, ResponseStatus } from './enrollment-types.ts';
import { readKey, SIG_PROG_KEYS, type KeyValueStore } from '../../site/program-storage.ts';

export type LoginIntent = 'hardLogin' | 'softLogin' | null;

/**
 * 001 §4 'On load': the visitor's FAN (GNSESS cookie, else storage), e-mail, verification id or combo id, CRP flag
 * and token flow. Null when there is no FAN: the error response.
 */
export function readEnrollmentContext(
  fanFromCookie: string | null,
  store: KeyValueStore,
  params: URLSearchParams,
): EnrollmentContext | null {
  const fanId = fanFromCookie?.trim() || readKey(store, SIG_PROG_KEYS.enrollFan);
  if (!fanId) return null;
  const email = readKey(store, SIG_PROG_KEYS.verifyEmail);
  const verificationId = params.get('verificationId')?.trim() || readKey(store, SIG_PROG_KEYS.verificationId);
  const comboVerificationId =
    params.get('comboVerificationId')?.trim() || readKey(store, SIG_PROG_KEYS.comboVerificationId);
  const crp = params.get('crp') ?? readKey(store, SIG_PROG_KEYS.isCRP);
  const tokenParam = params.get('isTokenFlow');
  // Token flow comes from the parameter; without one it is true when there is neither an e-mail nor a verification id.
  const isTokenFlow =
    tokenParam === 'true' ? true : tokenParam === 'false' ? false : !email && !verificationId && !comboVerificationId;
  return { fanId, email, verificationId, comboVerificationId, isCRP: crp === 'true', isTokenFlow };
}

export function loginIntentOf(params: URLSearchParams): LoginIntent {
  const v = params.get('loginIntent');
  return v === 'hardLogin' || v === 'softLogin' ? v : null;
}

/**
 * 001 §4: signed in → the full-login step; otherwise loginIntent hardLogin (or a FAN stored when the customer chose
 * full sign-in) → full login, softLogin → soft auth, anything else → auth options.
 */
export function firstStep(signedIn: boolean, intent: LoginIntent, storedFan: boolean): EnrollmentStep {
  if (signedIn || intent === 'hardLogin' || storedFan) return 'HARD_AUTH_FORM';
  if (intent === 'softLogin') return 'SOFT_AUTH_FORM';
  return 'AUTH_OPTIONS';
}

/** The statuses a verification can have, by how much they hold the customer back (the first found wins). */
const STATUS_WEIGHT: readonly ResponseStatus[] = ['systemError', 'dataError', 'docUpload', 'pending', 'success'];

/** 001 §4: with two verification results (a combo), the combined status is the one that holds the customer back most. */
export function combinedStatus(statuses: ReadonlyArray<ResponseStatus | null | undefined>): ResponseStatus | null {
  const known = statuses.filter((s): s is ResponseStatus => Boolean(s));
  if (known.length === 0) return null;
  for (const s of STATUS_WEIGHT) if (known.includes(s)) return s;
  return known[0]!;
}

/** A verification status as the service words it ('DOC_UPLOAD', 'docupload', 'Pending', …) → the flow's status. */
export function normaliseStatus(raw: string | null | undefined): ResponseStatus | null {
  if (!raw) return null;
  const key = raw.replace(/[\s_-]/g, '').toLowerCase();
  const map: Record<string, ResponseStatus> = {
    success: 'success',
    approved: 'success',
    autoapproved: 'success',
    pending: 'pending',
    docupload: 'docUpload',
    dataerror: 'dataError',
    systemerror: 'systemError',
  };
  return map[key] ?? null;
}
