import { employeeAuthVerifyPath, verifyResponseSchema } from '@carrier/shared';
import { ApiFailure, isAbortError } from '../../providers/api-failure.ts';
import { loginLocationOf } from '../../providers/login-location.ts';
import { apiFetch } from '../../providers/session.ts';
import type { UploadAuthorisationAction } from '../upload-authorisation.ts';

/**
 * 002 §7: GET {verify path}?source=fupt&returnurl={current page}. 200 → the reply decides; 403 → unauthorized;
 * 401 with a Location header → login redirect; anything else → error. Aborts propagate.
 */
export async function verifyUploadUser(newEmployeeAuthApi: boolean, returnUrl: string, signal?: AbortSignal): Promise<UploadAuthorisationAction> {
  const query = new URLSearchParams({ source: 'fupt', returnurl: returnUrl });
  try {
    const response = await apiFetch(`${employeeAuthVerifyPath(newEmployeeAuthApi)}?${query}`, { signal });
    const reply = verifyResponseSchema.safeParse(await response.json().catch(() => null));
    return reply.success ? { type: 'verified', reply: reply.data } : { type: 'failed' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    const location = loginLocationOf(error);
    if (location) return { type: 'loginRequired', location };
    if (error instanceof ApiFailure && error.status === 403) return { type: 'forbidden' };
    return { type: 'failed' };
  }
}
