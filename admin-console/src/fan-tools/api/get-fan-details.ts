import { ErrorIds, fanDetailsResponseSchema, fanProfilesPrefix, type FanProfile } from '@carrier/shared';
import { ApiFailure, isAbortError } from '../../api/api-failure.ts';
import type { FeatureFlags } from '../../api/flags.ts';
import { loginLocationOf } from '../../api/login-location.ts';
import { apiFetch } from '../../api/session.ts';

export type FanDetailsOutcome =
  | { kind: 'found'; profile: FanProfile }
  | { kind: 'notFound' }
  | { kind: 'loginRequired'; location: string }
  | { kind: 'failed' };

/**
 * 002 §7: GET {prefix}fan/details/{fanId} → 200 { status: 'success', fanDetails: [FanProfile] }.
 * FAN_NOT_FOUND (404 or 400) or an empty list → notFound; 401 with Location → loginRequired; else failed.
 */
export async function getFanDetails(flags: FeatureFlags, fanId: string, signal?: AbortSignal): Promise<FanDetailsOutcome> {
  const path = `${fanProfilesPrefix(flags.newFanProfilesApi)}fan/details/${encodeURIComponent(fanId)}`;
  try {
    const response = await apiFetch(path, { signal });
    const reply = fanDetailsResponseSchema.safeParse(await response.json().catch(() => null));
    if (!reply.success) return { kind: 'failed' };
    const profile = reply.data.fanDetails[0];
    return profile ? { kind: 'found', profile } : { kind: 'notFound' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    const location = loginLocationOf(error);
    if (location) return { kind: 'loginRequired', location };
    if (error instanceof ApiFailure) {
      if (error.errorId === ErrorIds.fanNotFound || error.status === 404 || error.status === 400) {
        return { kind: 'notFound' };
      }
    }
    return { kind: 'failed' };
  }
}
