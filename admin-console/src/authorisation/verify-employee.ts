import { employeeAuthVerifyPath, verifyResponseSchema, type VerifyResponse } from '@carrier/shared/access';
import { ApiFailure, isAbortError } from '../api/api-failure.ts';
import { loginLocationOf } from '../api/login-location.ts';
import { apiFetch } from '../api/session.ts';

/** What the authorization call answered, for a tool's authorisation reducer. */
export type VerifyAction =
  | { type: 'verified'; reply: VerifyResponse }
  | { type: 'forbidden' }
  | { type: 'loginRequired'; location: string }
  | { type: 'failed' };

/** 002 §7: fpt for the Signature profile tool, fupt for the fan automation upload. */
export type VerifySource = 'fpt' | 'fupt';

/**
 * 002 §7: GET {verify path}?source={source}&returnurl={current page}. 200 → the reply decides; HTTP 403 →
 * forbidden; 401 with a Location header → login redirect; anything else → failed. Aborts propagate.
 */
export async function verifyEmployee(
  source: VerifySource,
  newEmployeeAuthApi: boolean,
  returnUrl: string,
  signal?: AbortSignal,
): Promise<VerifyAction> {
  const query = new URLSearchParams({ source, returnurl: returnUrl });
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
