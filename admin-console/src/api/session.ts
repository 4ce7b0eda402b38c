import { ErrorIds, meResponseSchema, type MeResponse } from '@carrier/shared';
import { ApiFailure, failureFromResponse, isAbortError, networkFailure } from './api-failure.ts';

/**
 * The signed-in employee as /auth/me or /auth/login last told us, with the CSRF token every state-changing
 * request must send back as x-csrf-token. Module state: one browser tab has one session.
 */
let current: MeResponse | null = null;

const CSRF_HEADER = 'x-csrf-token';
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

/**
 * fetch for the gateway: same-origin credentials, JSON accepted, x-csrf-token on every non-GET request, and any
 * reply >= 400 thrown as an ApiFailure. A request refused for a stale CSRF token (another tab signed in again)
 * is retried once after re-reading the session.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const send = async (): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    if (!SAFE_METHODS.has(method) && current) headers.set(CSRF_HEADER, current.csrfToken);
    try {
      return await fetch(path, { ...init, method, headers, credentials: 'same-origin' });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw networkFailure();
    }
  };

  let response = await send();
  if (response.status >= 400) {
    let failure = await failureFromResponse(response);
    const mayRetry = !SAFE_METHODS.has(method) && failure.errorId === ErrorIds.csrf && current !== null;
    if (!mayRetry) throw failure;
    const before = current?.csrfToken;
    const after = (await loadSession())?.csrfToken;
    if (!after || after === before) throw failure;
    response = await send();
    if (response.status >= 400) {
      failure = await failureFromResponse(response);
      throw failure;
    }
  }
  return response;
}

let reading: Promise<MeResponse | null> | null = null;

/**
 * GET /auth/me: 200 MeResponse or 401. Returns the employee session, or null when nobody (or a customer) is in.
 * Calls made while one is under way share its answer (react-admin asks for identity, permissions and access at once).
 */
export function loadSession(): Promise<MeResponse | null> {
  reading ??= readSession().finally(() => {
    reading = null;
  });
  return reading;
}

async function readSession(): Promise<MeResponse | null> {
  try {
    const response = await apiFetch('/auth/me');
    return setSession(await response.json().catch(() => null));
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 401 || error.status === 403)) {
      clearSession();
      return null;
    }
    throw error;
  }
}
