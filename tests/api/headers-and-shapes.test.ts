import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { docUploadBody, docUploadVerification } from './support/verification.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['reader', 'writer', 'uploader', 'reviewer', 'customer1']) callers[name] = await t.login(name);
});
afterAll(() => t.close());

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FAN_API = '/msapi/onlinesalesorchestration/fanprofiles-papi/v1';

function expectOneErrorShape(body: string, status: number) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(json).toEqual({ errorId: expect.any(String), message: expect.any(String), status });
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
}

describe('links use the configured origin, never the Host a request names', () => {
  const forged = { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example' };

  it('token links in the tool and the console', async () => {
    const group = await callers.reader!.inject({
      method: 'GET',
      url: `${FAN_API}/group/details/type/groupid/id/GRP10001?isfantools=true`,
      headers: forged,
    });
    expect(group.statusCode).toBe(200);
    expect(group.json().groupDetails[0].tokenLink).toMatch(
      new RegExp(`^${t.config.publicOrigin}/signature/landing\\?iruToken=`),
    );
    const listed = await callers.reader!.inject({ method: 'GET', url: '/admin-api/groups', headers: forged });
    expect(listed.statusCode).toBe(200);
    for (const res of [group, listed]) expect(res.body).not.toContain('evil.example');
  });

  it('robots.txt and the sitemap', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: forged });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`${t.config.publicOrigin}/`);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('in production the gateway will not start without PUBLIC_ORIGIN, and says so in one line', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'silent' };
    delete env.PUBLIC_ORIGIN;
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(78);
    expect(stderr.trim()).toMatch(/^Invalid configuration: PUBLIC_ORIGIN: required in production/);
    expect(stderr.trim()).not.toContain('\n');
  });
});

describe('Cache-Control: no-store on every answer with an employee’s or a customer’s data', () => {
  /** Who gets through each access level to the data itself. */
  const callerFor = (access: string) =>
    access === 'customer'
      ? callers.customer1!
      : access === 'edit_fanUpload'
        ? callers.uploader!
        : access === 'review_docs'
          ? callers.reviewer!
          : access === 'write_fpt'
            ? callers.writer!
            : callers.reader!;
  /** Answers that are the same file for everyone allowed to have them, and may be kept a while. */
  const SHARED_FILES = [/\/uploadfandetails\/template$/];

  it('walks every GET route that needs a session, and every /auth and /admin-api route, signed in and not', async () => {
    const routes = t.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        (r.access !== 'public' || /^\/(auth|admin-api)\//.test(r.url)) &&
        !SHARED_FILES.some((f) => f.test(r.url)),
    );
    expect(routes.length).toBeGreaterThan(20);
    // a write, so the audit trail has an event to show
    const write = await callers.writer!.inject({
      method: 'POST',
      url: `${FAN_API}/fan/token/generate`,
      payload: { fanId: '10000002', updateReason: 'Link was forwarded outside the company.' },
    });
    expect(write.statusCode).toBe(200);
    const { rows } = await t.app.db.query<{ id: string }>('select id::text as id from audit_events limit 1');
    // a verification with a document, so the review queue has something to show
    const [verificationId] = await docUploadVerification(t.app, 'headers.walk@mail.example');
    const upload = await t.app.inject({
      method: 'POST',
      url: enrollmentPaths.docUpload(),
      ...docUploadBody({ verificationId: verificationId! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]),
    });
    expect(upload.statusCode).toBe(201);
    const docs = await t.app.db.query<{ id: string }>(
      'select id::text as id from verification_documents where verification_id = $1',
      [verificationId],
    );
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url
        .replace(':fanId', '00012345')
        .replace(':groupId', 'GRP10001')
        .replace(':type', 'groupid')
        .replace(
          ':id',
          route.url.startsWith('/admin-api/fans')
            ? '00012345'
            : route.url.startsWith('/admin-api/document-reviews')
              ? verificationId!
              : route.url.startsWith('/admin-api/review-documents')
                ? docs.rows[0]!.id
                : route.url.includes('audit')
                  ? rows[0]!.id
                  : // customer1's wireless account (the enrollment's wireless details)
                    route.url.startsWith('/msapi/wireless/')
                    ? '287243510011'
                    : 'GRP10001',
        );
      const query = url.endsWith('/user/verify')
        ? '?source=fpt'
        : /\/fan\/(details|validate)$/.test(url)
          ? '?fanIds=00012345'
          : '';
      const answers: Array<[string, LightMyRequestResponse]> = [
        ['signed in', await callerFor(route.access ?? '').inject({ method: 'GET', url: url + query })],
        ['anonymous', await t.app.inject({ method: 'GET', url: url + query })],
      ];
      for (const [who, res] of answers) {
        if (!/\bno-store\b/.test(String(res.headers['cache-control'])))
          failures.push(`GET ${url} ${who}: ${res.statusCode} Cache-Control ${String(res.headers['cache-control'])}`);
      }
      expect(answers[0]![1].statusCode, `GET ${url}: ${answers[0]![1].body.slice(0, 200)}`).toBeLessThan(400);
    }
    expect(failures).toEqual([]);
  });

  it('covers sign-in and state-changing answers too', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'reader', password: 'Signature-2026!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'reader' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves public, shared answers cacheable', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('framing and transport headers', () => {
  it('X-Frame-Options says DENY, as CSP frame-ancestors does, on answers and refusals alike', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/msapi/nothing/here' }),
    ]) {
      expectSecurityHeaders(res.headers);
    }
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // without a trusted proxy, a client's own X-Forwarded-Proto changes nothing
    const claimed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const tls = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

/** One raw exchange on a socket: what Node answers before Fastify sees any request. */
function rawExchange(
  port: number,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe('refusals before routing carry the one error shape and the security headers', () => {
  it("Node's own 431 (headers too large) and 400 (a request it cannot read), on a real socket", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const big = await rawExchange(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expectOneErrorShape(big.body, 431);
    expectSecurityHeaders(big.headers);
    expect(big.headers['content-type']).toMatch(/^application\/json/);
    const longUrl = await rawExchange(port, `GET /healthz?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl.status).toBe(431);
    expectOneErrorShape(longUrl.body, 431);
    const garbage = await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectOneErrorShape(garbage.body, 400);
    expectSecurityHeaders(garbage.headers);
    // and the gateway goes on answering
    const ok = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(ok.status).toBe(200);
  });

  it("the router's own 400 and 414 (an address it cannot read, a path parameter too long)", async () => {
    const broken = await t.app.inject({ method: 'GET', url: `${FAN_API}/fan/details/%E0%A4%A` });
    expect(broken.statusCode).toBe(400);
    expectOneErrorShape(broken.body, 400);
    expectSecurityHeaders(broken.headers);
    expect(broken.headers['cache-control']).toBe('no-store');
    const long = await t.app.inject({
      method: 'GET',
      url: `/msapi/microsites-orch-nodems/v1/organisations/search/${'a'.repeat(5000)}`,
    });
    expect(long.statusCode).toBe(414);
    expectOneErrorShape(long.body, 414);
    expectSecurityHeaders(long.headers);
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("the console's document viewer", () => {
  it('may show a reviewed document from a blob URL: an image (img-src) or a PDF in a frame (frame-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
