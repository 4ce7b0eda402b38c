import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MICROSITES_FORMS_PREFIX } from '@carrier/shared/forms';
import { startTestApp, type TestApp } from './support/app.ts';

const PREFIX = '/msapi/salesapi/fanprofiles-papi/v1';
let upstream: FastifyInstance;
let upstreamUrl: string;
const seen: Array<{ url: string; headers: Record<string, unknown> }> = [];
let t: TestApp;

beforeAll(async () => {
  // A throwaway upstream on loopback standing in for the carrier's own service.
  upstream = Fastify();
  upstream.get('/base/msapi/salesapi/fanprofiles-papi/v1/fan/details/:fanId', async (req, reply) => {
    seen.push({ url: req.url, headers: req.headers });
    // An upstream must not be able to set (or clear) this site's cookies, the session among them.
    reply.header('set-cookie', ['sid=from-upstream; Path=/', 'tracker=1; Path=/']);
    return { status: 'success', fanDetails: [], servedBy: 'upstream' };
  });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const address = upstream.server.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/base`;
  t = await startTestApp({ UPSTREAMS: `${PREFIX}=${upstreamUrl}` });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

describe('upstream mode', () => {
  it('proxies a configured prefix after the session and role checks, path unchanged, no cookies upstream', async () => {
    const reader = await t.login('reader');
    const res = await reader.inject({ method: 'GET', url: `${PREFIX}/fan/details/00012345` });
    expect(res.statusCode).toBe(200);
    expect(res.json().servedBy).toBe('upstream');
    expect(res.headers['set-cookie']).toBeUndefined();
    const call = seen.at(-1)!;
    expect(call.url).toBe('/base/msapi/salesapi/fanprofiles-papi/v1/fan/details/00012345');
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers['x-csrf-token']).toBeUndefined();
    expect(call.headers['x-authenticated-user']).toBe('reader');
    expect(call.headers['x-authenticated-roles']).toBe('read_fpt');
  });

  it('checks access before anything travels upstream', async () => {
    const before = seen.length;
    const anonymous = await t.app.inject({ method: 'GET', url: `${PREFIX}/fan/details/00012345` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toMatch(/^\/admin\/login/);
    const nobody = await t.login('nobody');
    expect((await nobody.inject({ method: 'GET', url: `${PREFIX}/fan/details/00012345` })).statusCode).toBe(403);
    const reader = await t.login('reader');
    const unknown = await reader.inject({ method: 'GET', url: `${PREFIX}/not/in/the/policy` });
    expect(unknown.statusCode).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('keeps serving the other prefix from the embedded service', async () => {
    const reader = await t.login('reader');
    const res = await reader.inject({
      method: 'GET',
      url: '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/fan/details/00012345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fanDetails[0].id).toBe('00012345');
  });

  it('answers 502 in the one error shape when the upstream is down', async () => {
    const down = await startTestApp({ UPSTREAMS: `${PREFIX}=http://127.0.0.1:9/base` });
    try {
      const reader = await down.login('reader');
      const res = await reader.inject({ method: 'GET', url: `${PREFIX}/fan/details/00012345` });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ errorId: 'UPSTREAM_UNAVAILABLE', message: expect.any(String), status: 502 });
    } finally {
      await down.close();
    }
  });

  it('refuses to start with an unknown prefix, in one line', async () => {
    await expect(startTestApp({ UPSTREAMS: '/msapi/unknown/v1=http://127.0.0.1:9' })).rejects.toThrow(
      /^Invalid configuration: UPSTREAMS: \/msapi\/unknown\/v1 is not a known \/msapi service prefix$/,
    );
  });
});

describe('the address check upstream (002 §6 address-validation key)', () => {
  const ADDRESS_PREFIX = '/msapi/salesapi/address-qualification/v1';

  it("sends the configured key in X-Api-Key, never a browser's, and never the key to the browser", async () => {
    const calls: Array<Record<string, unknown>> = [];
    const service = Fastify();
    service.get('/aq/msapi/salesapi/address-qualification/v1/address/search', async (req) => {
      calls.push(req.headers);
      return { addresses: [] };
    });
    await service.listen({ host: '127.0.0.1', port: 0 });
    const port = (service.server.address() as { port: number }).port;
    const gateway = await startTestApp({
      UPSTREAMS: `${ADDRESS_PREFIX}=http://127.0.0.1:${port}/aq`,
      ADDRESS_VALIDATION_KEY: 'aq-key-0123456789',
    });
    try {
      const res = await gateway.app.inject({
        method: 'GET',
        url: `${ADDRESS_PREFIX}/address/search?q=1%20Main`,
        headers: { 'x-api-key': 'chosen-by-the-browser' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ addresses: [] });
      expect(calls).toHaveLength(1);
      expect(calls[0]!['x-api-key']).toBe('aq-key-0123456789');
      const flags = (await gateway.app.inject({ method: 'GET', url: '/config/flags' })).body;
      expect(flags).not.toContain('aq-key-0123456789');
    } finally {
      await gateway.close();
      await service.close();
    }
  });

  it('refuses a key with spaces or control characters at start-up, in one line', async () => {
    await expect(startTestApp({ ADDRESS_VALIDATION_KEY: 'two words' })).rejects.toThrow(/ADDRESS_VALIDATION_KEY/);
  });
});

describe('public writes sent upstream', () => {
  let forms: FastifyInstance;
  let strict: TestApp;
  const received: string[] = [];
  beforeAll(async () => {
    forms = Fastify();
    forms.post('/base/*', async (req) => {
      received.push(req.url);
      return { status: 'success' };
    });
    await forms.listen({ host: '127.0.0.1', port: 0 });
    const address = forms.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/base`;
    strict = await startTestApp({ UPSTREAMS: `${MICROSITES_FORMS_PREFIX}=${base}`, PUBLIC_WRITES_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await strict.close();
    await forms.close();
  });

  it('count against the write throttle as the embedded ones do: the third from one address never travels', async () => {
    const send = () =>
      strict.app.inject({
        method: 'POST',
        url: `${MICROSITES_FORMS_PREFIX}/webform/contact-us`,
        remoteAddress: '198.51.100.77',
        payload: { firstName: 'Ann' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ errorId: 'TOO_MANY_REQUESTS', status: 429 });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(received).toHaveLength(2);
  });
});
