import { meResponseSchema, sessionResponseSchema, type MeResponse } from '@carrier/shared/access';
import { ErrorIds } from '@carrier/shared/core';
import { ApiFailure, failureFromResponse, isAbortError, networkFailure } from './api-failure.ts';

/**
 * The signed-in employee as /auth/session or /auth/login last told us, with the CSRF token every state-changing
 * request must send back as x-csrf-token. Module state: one browser tab has one session.
 */
let current: MeResponse | null = null;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function getSession(): MeResponse | null {
  return current;
}

/** Keeps an employee session; anything else (a customer's session, a malformed reply) counts as signed out. */
export function setSession(value: unknown): MeResponse | null {
  const parsed = meResponseSchema.safeParse(value);
  current = parsed.success && parsed.data.kind === 'employee' ? parsed.data : null;
  return current;
}

export function clearSession(): void {
  current = null;
}

/** The header every state-changing request carries the session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Sends a state-changing request and, when the gateway refused it for a stale CSRF token (another tab signed in
 * again), re-reads the session and sends it once more with the new token. apiFetch and the upload's
 * XMLHttpRequest share it.
 */
export async function retryOnStaleCsrf<R>(send: () => Promise<R>, isStaleToken: (reply: R) => boolean): Promise<R> {
  const first = await send();
  if (current === null || !isStaleToken(first)) return first;
  const before = current.csrfToken;
  const after = (await loadSession().catch(() => null))?.csrfToken;
  if (!after || after === before) return first;
  return send();
}

/**
 * fetch for the gateway: same-origin credentials, JSON accepted, x-csrf-token on every non-GET request, and any
 * reply >= 400 thrown as an ApiFailure.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const send = async (): Promise<{ response: Response; failure: ApiFailure | null }> => {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    if (!SAFE_METHODS.has(method) && current) headers.set(CSRF_HEADER, current.csrfToken);
    let response: Response;
    try {
      response = await fetch(path, { ...init, method, headers, credentials: 'same-origin' });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw networkFailure();
    }
    return { response, failure: response.status >= 400 ? await failureFromResponse(response) : null };
  };

  const { response, failure } = SAFE_METHODS.has(method)
    ? await send()
    : await retryOnStaleCsrf(send, (sent) => sent.failure?.errorId === ErrorIds.csrf);
  if (failure) throw failure;
  return response;
}

let reading: Promise<MeResponse | null> | null = null;

/**
 * GET /auth/session: 200 either way, `{ signedIn: false }` or `{ signedIn: true, me }`, so the signed-out console
 * (its sign-in page) causes no failed request. Returns the employee session, or null when nobody (or a customer) is
 * in. Calls made while one is under way share its answer (react-admin asks for identity, permissions and access at
 * once).
 */
export function loadSession(): Promise<MeResponse | null> {
  reading ??= readSession().finally(() => {
    reading = null;
  });
  return reading;
}

async function readSession(): Promise<MeResponse | null> {
  try {
    const response = await apiFetch('/auth/session');
    const answer = sessionResponseSchema.safeParse(await response.json().catch(() => null));
    return setSession(answer.success && answer.data.signedIn ? answer.data.me : null);
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 401 || error.status === 403)) {
      clearSession();
      return null;
    }
    throw error;
  }
}
