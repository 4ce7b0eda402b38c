import { meResponseSchema, type LoginRequest, type MeResponse } from '@carrier/shared/access';
import { requestJson, type ApiResult } from './http.ts';

/** POST /auth/login: 200 who signed in (with the CSRF token), or 400 VALIDATION_ERROR, 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS. */
export function login(body: LoginRequest): Promise<ApiResult<MeResponse>> {
  return requestJson(
    '/auth/login',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    meResponseSchema,
  );
}

/** GET /auth/me: who is signed in; 401 when nobody is. */
export function getMe(signal?: AbortSignal): Promise<ApiResult<MeResponse>> {
  return requestJson('/auth/me', { signal }, meResponseSchema);
}

/** POST /auth/logout with the session's CSRF token; no body either way. */
export function logout(csrfToken: string): Promise<ApiResult<undefined>> {
  return requestJson('/auth/logout', { method: 'POST', headers: { 'x-csrf-token': csrfToken } }, null);
}
