import { ErrorIds } from '@carrier/shared/core';
import { fanDetailsResponseSchema, type FanProfile } from '@carrier/shared/fan-tools';
import { ApiFailure, isAbortError } from '../../api/api-failure.ts';
import { fanToolRequest } from './fan-tool-request.ts';

export type FanDetailsOutcome = { kind: 'found'; profile: FanProfile } | { kind: 'notFound' } | { kind: 'failed' };

/**
 * 002 §7: GET {prefix}fan/details/{fanId} → 200 { status: 'success', fanDetails: [FanProfile] }.
 * FAN_NOT_FOUND (404 or 400) or an empty list → notFound; any other failure → failed (a 401 never returns: the
 * browser goes to sign in).
 */
export async function getFanDetails(fanId: string, signal?: AbortSignal): Promise<FanDetailsOutcome> {
  try {
    const reply = await fanToolRequest(`fan/details/${encodeURIComponent(fanId)}`, fanDetailsResponseSchema, {
      signal,
    });
    const profile = reply.fanDetails[0];
    return profile ? { kind: 'found', profile } : { kind: 'notFound' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (
      error instanceof ApiFailure &&
      (error.errorId === ErrorIds.fanNotFound || error.status === 404 || error.status === 400)
    ) {
      return { kind: 'notFound' };
    }
    return { kind: 'failed' };
  }
}
