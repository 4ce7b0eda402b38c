import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from './api-failure.ts';
import { apiFetch, clearSession, getSession, loadSession, setSession } from './session.ts';
import { employeeFixture, jsonResponse as json } from '../test/index.ts';

const me = employeeFixture();

const fetchMock = vi.fn<typeof fetch>();
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
});

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends x-csrf-token on state-changing requests, with same-origin credentials', async () => {
    setSession(me);
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiFetch('/admin-api/groups', { method: 'POST', body: '{}' });
    const { init, headers } = sent();
    expect(headers.get('x-csrf-token')).toBe('token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.credentials).toBe('same-origin');
  });

  it('does not send the token on GET', async () => {
    setSession(me);
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiFetch('/config/flags');
    expect(sent().headers.has('x-csrf-token')).toBe(false);
    expect(sent().headers.get('accept')).toBe('application/json');
  });

  it('throws the gateway error body as an ApiFailure', async () => {
    fetchMock.mockResolvedValue(
      json({ errorId: 'TOO_MANY_ATTEMPTS', message: 'Try again in 15 minutes.', status: 429 }, 429),
    );
    const failure = await apiFetch('/auth/login', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).toJSON()).toEqual({
      errorId: 'TOO_MANY_ATTEMPTS',
      message: 'Try again in 15 minutes.',
      status: 429,
    });
  });

  it('uses the status and status text when a failure has no JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 503, statusText: 'Service Unavailable' }));
    const failure = (await apiFetch('/config/flags').catch((e: unknown) => e)) as ApiFailure;
    expect(failure.toJSON()).toEqual({ errorId: '503', message: 'Service Unavailable', status: 503 });
  });

  it('keeps the Location header of a 401', async () => {
    fetchMock.mockResolvedValue(
      new Response(null, { status: 401, statusText: 'Unauthorized', headers: { location: '/admin/login' } }),
    );
    const failure = (await apiFetch('/msapi/x').catch((e: unknown) => e)) as ApiFailure;
    expect(failure.status).toBe(401);
    expect(failure.location).toBe('/admin/login');
  });

  it('turns a network failure into an ApiFailure', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const failure = (await apiFetch('/config/flags').catch((e: unknown) => e)) as ApiFailure;
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.errorId).toBe('NETWORK_ERROR');
  });

  it('re-reads the session and retries once when the CSRF token went stale', async () => {
    setSession(me);
    fetchMock
      .mockResolvedValueOnce(json({ errorId: 'CSRF_REJECTED', message: 'Stale token', status: 403 }, 403))
      .mockResolvedValueOnce(json({ signedIn: true, me: { ...me, csrfToken: 'token-2' } }))
      .mockResolvedValueOnce(json({ ok: true }));
    const response = await apiFetch('/admin-api/groups/1', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(sent(1).url).toBe('/auth/session');
    expect(sent(2).headers.get('x-csrf-token')).toBe('token-2');
  });
});

describe('loadSession', () => {
  it('keeps an employee from /auth/session', async () => {
    fetchMock.mockResolvedValue(json({ signedIn: true, me }));
    expect(await loadSession()).toEqual(me);
    expect(sent(0).url).toBe('/auth/session');
    expect(getSession()?.csrfToken).toBe('token-1');
  });

  it('treats signed out, a customer session and a malformed answer as signed out', async () => {
    setSession(me);
    fetchMock.mockResolvedValueOnce(json({ signedIn: false }));
    expect(await loadSession()).toBeNull();
    expect(getSession()).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ signedIn: true, me: { ...me, kind: 'customer' } }));
    expect(await loadSession()).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ username: 'jdoe' }));
    expect(await loadSession()).toBeNull();
    expect(getSession()).toBeNull();
  });
});
