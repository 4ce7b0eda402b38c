import { profileResponseSchema } from '@carrier/shared/self-service';
import { requestJson } from './http.ts';

/**
 * 000 §7 GET {api} (the waiver's page data names it) or …/profile/no-cases (military): the signed-in customer's
 * profile and services. Both self-service flows read it; each decides what a failure shows.
 */
export function getSelfServiceProfile(api: string, signal?: AbortSignal) {
  return requestJson(api, { signal }, profileResponseSchema);
}
