import { fanProfilesPrefix, fanToolsText } from '@carrier/shared';
import { ApiFailure, isAbortError } from '../../api/api-failure.ts';
import type { FeatureFlags } from '../../api/flags.ts';
import { loginLocationOf } from '../../api/login-location.ts';
import { apiFetch } from '../../api/session.ts';

/** The part of a zod schema this module uses, so the console needs no zod of its own. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** errorId of a 2xx reply that does not match the contract. */
export const BAD_REPLY = 'BAD_REPLY';

/** {prefix}{path} for the fan-profiles service, by the new-API flag (002 §7). */
export function fanToolUrl(flags: FeatureFlags, path: string): string {
  return `${fanProfilesPrefix(flags.newFanProfilesApi)}${path}`;
}

/** A promise that never settles: the page is leaving, so nothing on it should change any more. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * One fan-tool call through apiFetch (CSRF header on every change), its reply checked against the contract.
 * 002 §6: a 401 sends the browser to the Location it names, or reloads the page without one; the returned promise
 * then never settles, so spinners and disabled buttons stay as they are until the page goes. Any other failure
 * rejects with an ApiFailure ({ errorId, message, status }).
 */
export async function fanToolRequest<T>(
  flags: FeatureFlags,
  path: string,
  schema: ReplySchema<T>,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(fanToolUrl(flags, path), init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    const location = loginLocationOf(error);
    if (location) {
      window.location.assign(location);
      return leaving();
    }
    if (error instanceof ApiFailure && error.status === 401) {
      window.location.reload();
      return leaving();
    }
    throw error;
  }
  const reply = schema.safeParse(await response.json().catch(() => null));
  if (!reply.success) throw new ApiFailure({ errorId: BAD_REPLY, message: fanToolsText.snag, status: response.status });
  return reply.data;
}

/** A JSON body for a POST, checked against its request schema first (the gateway checks it again). */
export function jsonPost<T>(schema: { parse(value: unknown): T }, body: unknown): RequestInit {
  return { method: 'POST', body: JSON.stringify(schema.parse(body)) };
}
