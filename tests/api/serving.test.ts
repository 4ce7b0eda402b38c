import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@carrier/shared/fan-tools';
import { FAN_UPLOAD_PREFIXES } from '@carrier/shared/fan-upload';
import { validRow, workbookOf } from '../../fixtures/uploads/corpus.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { upload } from './support/fan-upload.ts';

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
      // (React may put resource hints, such as the hero image preload, first in the root.)
      expect(res.body).toMatch(/<div id="root">(<link [^>]*>)*<div class="MuiBox-root/);
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

/** The bytes a browser would see after undoing the response's Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding, 'an encoding the client did not ask for').toBeUndefined();
  return res.rawPayload;
}

const varyOf = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase();

describe('compressed responses', () => {
  const assetsOf = async (page: string) => {
    const html = (await t.app.inject({ method: 'GET', url: page })).body;
    return [...html.matchAll(/(?:src|href)="(\/(?:admin\/)?assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  };
  const onDisk = (url: string) =>
    fs.readFileSync(
      url.startsWith('/admin/')
        ? path.join(root, 'admin-console', 'dist', url.slice('/admin/'.length))
        : path.join(root, 'customer-site', 'dist', url.slice(1)),
    );

  it("sends both apps' scripts precompressed: brotli when accepted, else gzip, else plain, each decoding to the file", async () => {
    const scripts = [...(await assetsOf('/')), ...(await assetsOf('/admin/'))].filter((u) => onDisk(u).length > 4096);
    expect(scripts.length).toBeGreaterThan(2);
    for (const url of scripts) {
      const file = onDisk(url);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} with ${accept}`).toBe(encoding);
        expect(res.headers['content-type'], url).toMatch(/javascript/);
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(varyOf(res), url).toContain('accept-encoding');
        expect(decoded(res).equals(file), `${url} with ${accept} decodes to the built file`).toBe(true);
        if (encoding) expect(res.rawPayload.length).toBeLessThan(file.length / 2);
      }
    }
  });

  it('answers HEAD for an asset with the headers of the compressed variant and no body', async () => {
    const [url] = await assetsOf('/');
    const res = await t.app.inject({ method: 'HEAD', url: url!, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
    const page = await t.app.inject({ method: 'HEAD', url: '/contact-us', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.rawPayload.length).toBe(0);
  });

  it('compresses dynamic JSON above 1 KiB, and leaves small answers and clients without Accept-Encoding plain', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res).toString('utf8'))).toEqual(plain.json());
    }
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('compresses a JSON error answer the same way, and it still reads as the one error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/msapi/${'x'.repeat(1500)}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(decoded(res).toString('utf8'))).toMatchObject({ errorId: 'NOT_FOUND', status: 404 });
  });

  it('streams the xlsx export as it is (already compressed), whatever the client accepts', async () => {
    const reader = await t.login('reader');
    const res = await reader.inject({
      method: 'GET',
      url: '/msapi/salesapi/fanprofiles-papi/v1/group/download/GRP10001?isfantools=true',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers['content-encoding']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });

  it('takes a file upload from a client that accepts compression, and its answer decodes', async () => {
    const uploader = await t.login('uploader');
    const file = await workbookOf([validRow(1), validRow(2)]);
    const res = await upload(
      {
        inject: (opts) => uploader.inject({ ...opts, headers: { ...opts.headers, 'accept-encoding': 'gzip, br' } }),
      },
      file,
      { dryRun: true, prefix: FAN_UPLOAD_PREFIXES.onPremises },
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = JSON.parse(decoded(res).toString('utf8'));
    expect(report).toMatchObject({ status: 'success' });
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
