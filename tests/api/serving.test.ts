import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
let t: TestApp;
beforeAll(async () => {
  for (const app of ['customer-site', 'admin-console']) {
    if (!fs.existsSync(path.join(root, app, 'dist', 'index.html')))
      throw new Error(`${app} is not built: run npm run build first`);
  }
  t = await startTestApp({}, { serveApps: true });
});
afterAll(() => t.close());

describe('serving both apps', () => {
  it('serves the customer site at /, each page rendered on the server, and a 404 page for unknown addresses', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/es-us/', 200],
      ['/signin', 200],
      ['/some/deep/page?x=1', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toMatch(/<div id="root"><div class="MuiBox-root/);
      expect(res.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(res.body).not.toMatch(/\/admin\/assets\//);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the console at /admin/ with its own history fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/fans/00012345']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/\/admin\/assets\//);
    }
  });

  it('serves hashed assets as immutable, and a missing asset as a 404', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/admin/' })).body;
    const asset = html.match(/\/admin\/assets\/[^"]+\.js/)![0];
    const res = await t.app.inject({ method: 'GET', url: asset });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorId).toBe('NOT_FOUND');
  });

  it('keeps inline scripts out of both apps, so the CSP holds (data blocks are not run)', async () => {
    for (const url of ['/', '/contact-us', '/self-service/waiver', '/signin', '/nope', '/admin/']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html, url).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every API route from its schema at /docs/json, and serves the page at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/me',
        '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/fan/details/{fanId}',
        '/msapi/salesapi/fanprofiles-papi/v1/fan/details/{fanId}',
        '/msapi/salesapi/wireless-emp-auth-papi/v1/user/verify',
        '/content/pages',
      ]),
    );
    expect(doc.paths['/auth/login'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('start-up', () => {
  it('stops on a bad configuration value with one clear line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: path.join(root, '.tmp', 'never-used') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr.trim()).toMatch(/^Invalid configuration: PORT: [^\n]+$/);
  });
});
