import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestJson } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (response: Response | Error) =>
  vi.stubGlobal('fetch', vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }));

const schema = z.object({ name: z.string() });

describe('requestJson', () => {
  it('parses a success with the schema', async () => {
    answer(new Response(JSON.stringify({ name: 'Ana', extra: 1 }), { status: 200 }));
    expect(await requestJson('/x', {}, schema)).toEqual({ ok: true, data: { name: 'Ana' } });
  });

  it('passes the gateway error shape through', async () => {
    answer(new Response(JSON.stringify({ errorId: 'INVALID_CREDENTIALS', message: 'Nope', status: 401 }), { status: 401 }));
    expect(await requestJson('/x', {}, schema)).toEqual({
      ok: false,
      error: { errorId: 'INVALID_CREDENTIALS', message: 'Nope', status: 401 },
    });
  });

  it('makes the error shape from the status when the body is not one', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await requestJson('/x', {}, schema)).toEqual({ ok: false, error: { errorId: 'SYS_ERR', message: 'Bad Gateway', status: 502 } });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    answer(new TypeError('Failed to fetch'));
    const result = await requestJson('/x', {}, schema);
    expect(result.ok === false && result.error.errorId).toBe('NETWORK_ERROR');
  });

  it('reports a success that breaks the contract as BAD_RESPONSE', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(new Response(JSON.stringify({ nom: 'Ana' }), { status: 200 }));
    const result = await requestJson('/x', {}, schema);
    expect(result.ok === false && result.error).toMatchObject({ errorId: 'BAD_RESPONSE', status: 502 });
  });

  it('does not read the body when no schema is given, and sends same-origin credentials and JSON accept', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    expect(await requestJson('/auth/logout', { method: 'POST', headers: { 'x-csrf-token': 't' } }, null)).toEqual({ ok: true, data: undefined });
    expect(fetch).toHaveBeenCalledWith('/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'x-csrf-token': 't' },
    });
  });
});
