import { fanToolsText } from '@carrier/shared/fan-tools';
import { ApiFailure, isAbortError } from './api-failure.ts';
import { followSignIn } from './follow-sign-in.ts';
import { loginLocationOf } from './login-location.ts';
import { apiFetch } from './session.ts';

/** The part of a zod schema this module uses, so the console needs no zod of its own. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** errorId of a 2xx reply that does not match the contract. */
export const BAD_REPLY = 'BAD_REPLY';

/** A promise that never settles: the page is leaving, so nothing on it should change any more. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * One JSON call to the gateway through apiFetch (CSRF header on every change), its reply checked against the
 * contract. 002 §6: a 401 sends the browser to sign in (followSignIn); the returned promise then never settles, so
 * spinners and disabled buttons stay as they are until the page goes. Any other failure rejects with an ApiFailure
 * ({ errorId, message, status }).
 */
export async function gatewayRequest<T>(path: string, schema: ReplySchema<T>, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof ApiFailure && error.status === 401) {
      followSignIn(loginLocationOf(error));
      return leaving();
    }
    throw error;
  }
  const reply = schema.safeParse(await response.json().catch(() => null));
  if (!reply.success) throw new ApiFailure({ errorId: BAD_REPLY, message: fanToolsText.snag, status: response.status });
  return reply.data;
}
