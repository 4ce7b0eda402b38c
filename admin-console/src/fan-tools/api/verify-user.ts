import { employeeAuthVerifyPath, verifyResponseSchema } from '@carrier/shared';
import { ApiFailure, isAbortError } from '../../providers/api-failure.ts';
import type { FeatureFlags } from '../../providers/flags.ts';
import { loginLocationOf } from '../../providers/login-location.ts';
import { apiFetch } from '../../providers/session.ts';
import type { AuthorisationAction } from '../authorisation-reducer.ts';

/**
 * 002 §7: GET {verify path}?source=fpt&returnurl={current page}. 200 → the reply decides; HTTP 403 → unauthorized;
 * 401 with a Location header → login redirect; anything else → error. Aborts propagate.
 */
export async function verifyUser(
  flags: FeatureFlags,
  returnUrl: string,
  signal?: AbortSignal,
): Promise<AuthorisationAction> {
  const query = new URLSearchParams({ source: 'fpt', returnurl: returnUrl });
  try {
    const response = await apiFetch(`${employeeAuthVerifyPath(flags.newEmployeeAuthApi)}?${query}`, { signal });
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
