import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const expectCleanError = (body: string, status: number, errorId: string) => {
  const json = JSON.parse(body);
  expect(json).toEqual({ errorId, message: expect.any(String), status });
  expect(body).not.toMatch(/at .*\.ts:\d+|stack|node_modules/);
};

describe('bad input gets a clear JSON error and changes nothing', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "reader", ',
    });
    expect(res.statusCode).toBe(400);
    expectCleanError(res.body, 400, 'MALFORMED_JSON');
  });

  it('an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectCleanError(res.body, 400, 'MALFORMED_JSON');
  });

  it('a wrong content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expectCleanError(res.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'reader', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectCleanError(res.body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('wrong types and missing fields', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 42, password: ['x'] },
    });
    expect(wrong.statusCode).toBe(400);
    expectCleanError(wrong.body, 400, 'VALIDATION_ERROR');
    const missing = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'reader' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
  });

  it('an unknown route, as JSON, for every API prefix', async () => {
    for (const url of ['/msapi/nothing/here', '/auth/nothing', '/admin-api/nothing', '/content/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectCleanError(res.body, 404, 'NOT_FOUND');
    }
  });

  it('a bad query parameter', async () => {
    const reader = await t.login('reader');
    const res = await reader.inject({
      method: 'GET',
      url: '/msapi/onlinesalesorchestration/wireless-employee-authorization-papi/v1/user/verify?source=nope',
    });
    expect(res.statusCode).toBe(400);
    expectCleanError(res.body, 400, 'VALIDATION_ERROR');
  });

  it('an address the router cannot read: broken percent-encoding, an over-long path parameter', async () => {
    const reader = await t.login('reader');
    const broken = await reader.inject({
      method: 'GET',
      url: '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/fan/details/%E0%A4%A',
    });
    expect(broken.statusCode).toBe(400);
    expectCleanError(broken.body, 400, 'VALIDATION_ERROR');
    const long = await t.app.inject({
      method: 'GET',
      url: `/msapi/microsites-orch-nodems/v1/organisations/search/${'a'.repeat(5000)}`,
    });
    expect(long.statusCode).toBe(414);
    expectCleanError(long.body, 414, 'VALIDATION_ERROR');
    expect(long.body).not.toContain('aaaa');
    await reader.inject({ method: 'POST', url: '/auth/logout' });
  });

  it("text the store cannot hold (a NUL character) is the caller's error, not a 500", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'read\u0000er', password: 'whatever1' },
    });
    expect(login.statusCode).toBe(400);
    expectCleanError(login.body, 400, 'VALIDATION_ERROR');
    expect(login.body).not.toMatch(/byte sequence|UTF8|0x00/);
    const search = await t.app.inject({
      method: 'GET',
      url: '/msapi/microsites-orch-nodems/v1/organisations/search/ab%00',
    });
    expect(search.statusCode).toBe(400);
    expectCleanError(search.body, 400, 'VALIDATION_ERROR');
  });

  it('none of it signed anyone in or out', async () => {
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from sessions');
    expect(rows[0]!.n).toBe(1);
  });
});

describe('security headers', () => {
  it('sends a page CSP and the usual hardening headers, and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes an API answer inert if a browser opens it: nothing loads or runs from it, no framing or sniffing', async () => {
    for (const url of ['/healthz', '/config/flags', '/msapi/no-such-service/v1/x', '/auth/me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // document-only headers are not sent with data
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('is ready when the store answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', store: t.app.db.kind });
  });
});
