import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerFetch } from '../test/fake-fetch.ts';
import { endpointUrl, requestJson, sendRequest } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const schema = z.object({ name: z.string() });

describe('requestJson', () => {
  it('parses a success with the schema', async () => {
    answerFetch(new Response(JSON.stringify({ name: 'Ana', extra: 1 }), { status: 200 }));
    expect(await requestJson('/x', {}, schema)).toEqual({ ok: true, data: { name: 'Ana' } });
  });

  it('takes a schema that loads on demand: the request is sent at once, the answer checked once it has loaded', async () => {
    let loaded = (_: typeof schema) => {};
    const loading = new Promise<typeof schema>((resolve) => (loaded = resolve));
    const fetchMock = answerFetch(new Response(JSON.stringify({ name: 'Ana' }), { status: 200 }));
    const result = requestJson('/x', {}, loading);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    loaded(schema);
    expect(await result).toEqual({ ok: true, data: { name: 'Ana' } });
  });

  it('answers a schema that cannot be loaded (its chunk gone with a deploy) as no answer, never a throw', async () => {
    answerFetch(new Response(JSON.stringify({ name: 'Ana' }), { status: 200 }));
    const result = await requestJson('/x', {}, Promise.reject<typeof schema>(new TypeError('Failed to fetch module')));
    expect(result.ok === false && result.error).toMatchObject({ errorId: 'NETWORK_ERROR', status: 0 });
  });

  it('passes the gateway error shape through', async () => {
    answerFetch(
      new Response(JSON.stringify({ errorId: 'INVALID_CREDENTIALS', message: 'Nope', status: 401 }), { status: 401 }),
    );
    expect(await requestJson('/x', {}, schema)).toEqual({
      ok: false,
      error: { errorId: 'INVALID_CREDENTIALS', message: 'Nope', status: 401 },
    });
  });

  it('makes the error shape from the status when the body is not one', async () => {
    answerFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await requestJson('/x', {}, schema)).toEqual({
      ok: false,
      error: { errorId: 'SYS_ERR', message: 'Bad Gateway', status: 502 },
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const result = await requestJson('/x', {}, schema);
    expect(result.ok === false && result.error.errorId).toBe('NETWORK_ERROR');
  });

  it('reports a success that breaks the contract as BAD_RESPONSE', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerFetch(new Response(JSON.stringify({ nom: 'Ana' }), { status: 200 }));
    const result = await requestJson('/x', {}, schema);
    expect(result.ok === false && result.error).toMatchObject({ errorId: 'BAD_RESPONSE', status: 502 });
  });

  it('does not read the body when no schema is given, and sends same-origin credentials and JSON accept', async () => {
    const fetch = answerFetch(new Response(null, { status: 204 }));
    expect(await requestJson('/auth/logout', { method: 'POST', headers: { 'x-csrf-token': 't' } }, null)).toEqual({
      ok: true,
      data: undefined,
    });
    expect(fetch).toHaveBeenCalledWith('/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'x-csrf-token': 't' },
    });
  });
});

describe('sendRequest', () => {
  it('hands back an answer of any status for the caller to read, with the same defaults', async () => {
    const fetch = answerFetch(new Response('{"Result":{}}', { status: 201 }));
    const sent = await sendRequest('/form', { method: 'POST', headers: { 'x-requested-by': 'x' } });
    expect(sent.ok && sent.response.status).toBe(201);
    expect(fetch).toHaveBeenCalledWith('/form', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'x-requested-by': 'x' },
    });
  });

  it('reports no answer as NETWORK_ERROR with status 0', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const sent = await sendRequest('/form', {});
    expect(sent.ok === false && sent.error).toMatchObject({ errorId: 'NETWORK_ERROR', status: 0 });
  });
});

describe('endpointUrl', () => {
  it('keeps a path on this site a path, and an upstream address absolute, with the query added', () => {
    vi.stubGlobal('window', { location: { origin: 'https://www.example.com' } });
    expect(endpointUrl('/msapi/x?a=1', { pagePath: '/es-us/', formId: 'f' })).toBe(
      '/msapi/x?a=1&pagePath=%2Fes-us%2F&formId=f',
    );
    expect(endpointUrl('https://www.example.com/msapi/x', { formId: 'f' })).toBe('/msapi/x?formId=f');
    expect(endpointUrl('https://upstream.example.net/forms', { formId: 'f' })).toBe(
      'https://upstream.example.net/forms?formId=f',
    );
  });
});
