import { authDetailsSchema, type AuthDetails } from '@carrier/shared/forms';
import { AUTH_DETAILS_PATH } from '@carrier/shared/forms';
import { requestJson } from './http.ts';

/** 002 §7 GET …/auth/details. 002 §8: a failure logs the status and rethrows. */
export async function fetchAuthDetails(): Promise<AuthDetails> {
  const result = await requestJson(AUTH_DETAILS_PATH, {}, authDetailsSchema);
  if (result.ok) return result.data;
  console.warn(`auth details failed with status ${result.error.status}`);
  throw new Error(result.error.message);
}
