import { executionAsyncId } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialDataSchema, PAGE_CHUNKS_ELEMENT_ID, type InitialData } from '@carrier/shared/content';
import { startTestApp, type TestApp } from './support/app.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
let t: TestApp;

beforeAll(async () => {
  for (const file of ['customer-site/dist/index.html', 'customer-site/dist-ssr/entry-server.js']) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  // links are built on the configured origin (the requests below name the same host, as a browser there would)
  t = await startTestApp({ PUBLIC_ORIGIN: 'http://shop.example' }, { serveApps: true });
});
afterAll(() => t.close());

/** The first hero heading of a fixture content document: the page's h1. */
function heroHeading(file: string): string {
  const doc = JSON.parse(fs.readFileSync(path.join(root, 'fixtures', 'content', file), 'utf8')) as {
    panels: Array<{ components: Array<{ type: string; props: { heading?: string } }> }>;
  };
  const hero = doc.panels.flatMap((p) => p.components).find((c) => c.type === 'heroPanel');
  return hero!.props.heading!;
}

/** The JSON the page embeds for hydration, as sent (raw) and read as the site reads it. */
function embedded(html: string): { raw: string; data: InitialData } {
  const raw = html.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/)![1]!;
  return { raw, data: initialDataSchema.parse(JSON.parse(raw)) };
}

/** The script chunks the page lists for the boot script to preload after the first paint. */
function pageChunks(html: string): string[] {
  const list = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">([^<]*)</script>`),
  );
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

const documentOf = (data: InitialData) => (data.page?.result.ok ? data.page.result.document : undefined);
const errorOf = (data: InitialData) => (data.page && !data.page.result.ok ? data.page.result.error : undefined);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];

describe('customer pages rendered on the server', () => {
  it('answers a content page with its heading, title, description, canonical and language alternates in the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toMatch(/<html lang="en-us">/);
    expect(h1(html)).toBe(escapeHtml(heroHeading('home.en-us.json')));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
    expect(html).toContain('<link rel="canonical" href="http://shop.example/" />');
    expect(html).toContain('<link rel="alternate" hreflang="es-us" href="http://shop.example/es-us/" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://shop.example/" />');
    // The styles for exactly this markup come with it, so the first paint is styled.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    const { data } = embedded(html);
    expect(data.page?.path).toBe('/');
    expect(documentOf(data)?.title).toBeTruthy();
    expect(data.session).toEqual({ me: null });
    // The header's navigation and the footer are in the first byte too, from the site frame document.
    expect(data.frame?.locale).toBe('en-us');
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toMatch(/<footer[\s>]/);
  });

  it('renders Spanish pages in Spanish from the first byte', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/es-us/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="es-us">/);
    expect(h1(res.body)).toBe(escapeHtml(heroHeading('home.es-us.json')));
    expect(embedded(res.body).data.frame?.locale).toBe('es-us');
    expect(res.body).toMatch(/<nav[^>]*aria-label="Principal"/);
    expect(res.body).toContain(`hreflang="en-us" href="${t.config.publicOrigin}/"`);
  });

  it('renders a form page whole, with its form, and preloads the form chunk', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact-us' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form[\s>]/);
    // the form's chunks are listed for the boot script, which preloads them once the page is painted
    expect(pageChunks(res.body)).toContainEqual(expect.stringMatching(/^\/assets\/GenericForm-[\w-]+\.js$/));
    // and so are the chunks of the app's start, which the browser then evaluates in steps without downloading
    for (const url of ['/contact-us', '/']) {
      const page = url === '/contact-us' ? res : await t.app.inject({ method: 'GET', url });
      expect(pageChunks(page.body)).toContainEqual(expect.stringMatching(/^\/assets\/start-app-[\w-]+\.js$/));
      expect(pageChunks(page.body)).toContainEqual(expect.stringMatching(/^\/assets\/registry-[\w-]+\.js$/));
    }
    expect(res.body).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
    // the page is on screen without scripts: only the small boot script is named, and nothing is preloaded before
    // the first paint
    expect([...res.body.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    ]);
    expect(res.body).not.toMatch(/<link rel="modulepreload"/);
    // until the scripts run it, the browser cannot send the form itself (a click or Enter would reload the page
    // with the answers in the address): no submit button yet, and the form's method is never GET
    expect(res.body).toMatch(/<form[^>]*method="post"/);
    expect(res.body).not.toMatch(/type="submit"/);
    expect(res.body).toMatch(/<button[^>]*type="button"[^>]*>Send message</);
  });

  it('lays a form page out for the screen the client hints or user agent describe, and says the page varies by them', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/contact-us', headers });
    const onPhone = await page({ 'user-agent': phone });
    const onDesktop = await page({ 'user-agent': desktop });
    expect(embedded(onPhone.body).data.viewport).toEqual({ mobile: true });
    expect(embedded(onDesktop.body).data.viewport).toEqual({ mobile: false });
    // the client hint wins over the user agent
    expect(embedded((await page({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).body).data.viewport).toEqual({
      mobile: true,
    });
    expect(onPhone.headers.vary).toMatch(/User-Agent/);
    expect(onPhone.headers.vary).toMatch(/Sec-CH-UA-Mobile/);
    // the rows differ: on a phone the first and last name are each a row of their own
    const markup = (html: string) => html.slice(html.indexOf('<form'), html.indexOf('</form>'));
    expect(markup(onPhone.body)).not.toBe(markup(onDesktop.body));
  });

  it('renders the app-owned sign-in page in both languages, without a page document', async () => {
    for (const [url, lang, heading] of [
      ['/signin', 'en-us', 'Sign in'],
      ['/es-us/signin', 'es-us', 'Iniciar sesión'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(h1(res.body), url).toBe(heading);
      expect(pageChunks(res.body)).toContainEqual(expect.stringMatching(/^\/assets\/SignInPage-[\w-]+\.js$/));
      expect(res.body, url).toMatch(/<form[^>]*method="post"/);
      expect(res.body, url).not.toMatch(/type="submit"/);
      expect(embedded(res.body).data.page).toBeUndefined();
    }
  });

  it('answers an unknown address 404 with the not-found page, in either language, kept out of the index', async () => {
    for (const [url, lang] of [
      ['/no/such/page?x=1', 'en-us'],
      ['/es-us/no-such-page', 'es-us'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(h1(res.body)).toMatch(lang === 'en-us' ? /find that page/ : /No encontramos/);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('rel="canonical"');
      expect(errorOf(embedded(res.body).data)?.errorId).toBe('NOT_FOUND');
    }
  });

  it('answers odd addresses with the not-found page, never a failure', async () => {
    for (const url of ['/%E0%A4%A', '/%', '/a%00b', '/<script>x</script>', '//example.com/x', `/${'a'.repeat(600)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toMatch(/<script>x/);
    }
  });

  it('answers 500 with the problem page when the stored content is not valid', async () => {
    const broken = { path: '/broken-page', locale: 'en-us', title: '', panels: [] };
    await t.app.db.query('insert into content_documents (path, locale, document) values ($1, $2, $3)', [
      broken.path,
      broken.locale,
      JSON.stringify(broken),
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/broken-page' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('data-testid="content-problem"');
    expect(errorOf(embedded(res.body).data)?.errorId).toBe('CONTENT_INVALID');
  });

  it('renders an edited document anew at once (nothing stale is sent from an earlier render)', async () => {
    const doc = { path: '/edited-page', locale: 'en-us', title: 'First title', panels: [] };
    await t.app.db.query('insert into content_documents (path, locale, document) values ($1, $2, $3)', [
      doc.path,
      doc.locale,
      JSON.stringify(doc),
    ]);
    expect((await t.app.inject({ method: 'GET', url: doc.path })).body).toContain('<title>First title</title>');
    await t.app.db.query('update content_documents set document = $1 where path = $2', [
      JSON.stringify({ ...doc, title: 'Second title' }),
      doc.path,
    ]);
    expect((await t.app.inject({ method: 'GET', url: doc.path })).body).toContain('<title>Second title</title>');
  });

  it('embeds the data with no raw <, so content cannot end the script element', async () => {
    const doc = {
      path: '/script-probe',
      locale: 'en-us',
      title: 'Probe </script><script>alert(1)</script>',
      description: '<!-- & \u2028 -->',
      panels: [],
    };
    await t.app.db.query('insert into content_documents (path, locale, document) values ($1, $2, $3)', [
      doc.path,
      doc.locale,
      JSON.stringify(doc),
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/script-probe' });
    expect(res.statusCode).toBe(200);
    const { raw, data } = embedded(res.body);
    expect(raw).not.toMatch(/[<>]/);
    expect(documentOf(data)?.title).toBe(doc.title);
    expect(documentOf(data)?.description).toBe(doc.description);
    expect(res.body).toContain('<title>Probe &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(res.body).not.toMatch(/<script>alert/);
  });

  it('renders the signed-in header for a session, privately, with only that session’s CSRF token', async () => {
    const customer = await t.login('customer1');
    const res = await customer.inject({ method: 'GET', url: '/self-service/waiver' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/Signed in as/);
    const { data } = embedded(res.body);
    expect(data.session?.me?.username).toBe('customer1');
    expect(data.session?.me?.csrfToken).toBe(customer.csrfToken);
    expect(res.body).not.toContain(customer.cookie.split('=')[1]);
    // Like GET /auth/me, the page keeps the sign-in helpers' cookies moving with the session.
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(set.some((c) => c.startsWith('custAuthState='))).toBe(true);
  });

  it('keeps the console on its index.html, unknown API paths on the JSON 404, and the build manifest unserved', async () => {
    const admin = await t.app.inject({ method: 'GET', url: '/admin/fans/00012345' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toMatch(/\/admin\/assets\//);
    const api = await t.app.inject({ method: 'GET', url: '/msapi/no/such/route' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorId).toBe('NOT_FOUND');
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('"file"');
  });

  it('leaves no async context tracking on after rendering, so later requests do not pay for it', async () => {
    // A promise's callback runs with no async id while nothing tracks async context; an AsyncLocalStorage that has
    // run once (React's Node build keeps one per render) turns tracking on for every promise until the process ends.
    const asyncIdInPromiseCallback = () =>
      new Promise<number>((resolve) => void Promise.resolve().then(() => resolve(executionAsyncId())));
    expect(await asyncIdInPromiseCallback()).toBe(0);
    for (const url of ['/', '/es-us/', '/signature/landing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<h1/);
    }
    expect(await asyncIdInPromiseCallback()).toBe(0);
  });
});

describe('robots.txt and the sitemap', () => {
  it('serves robots.txt as text, closing the console, the APIs and the authors’ pages, naming the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/msapi/', '/auth/', '/content/', '/content-preview/', '/es-us/content-preview/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('lists the public content pages in both languages with their alternates, not the authors’ previews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://shop.example/',
        'http://shop.example/es-us/',
        'http://shop.example/contact-us',
        'http://shop.example/es-us/contact-us',
        'http://shop.example/self-service/waiver',
      ]),
    );
    expect(locs.some((l) => l!.includes('content-preview'))).toBe(false);
    // a confirmation page (its document says it is not indexed) is neither listed nor indexable
    expect(locs.some((l) => l!.includes('waiver-cancel-received'))).toBe(false);
    const received = await t.app.inject({ method: 'GET', url: '/self-service/waiver-cancel-received' });
    expect(received.statusCode).toBe(200);
    expect(received.body).toContain('<meta name="robots" content="noindex" />');
    expect(received.body).not.toContain('rel="canonical"');
    expect(new Set(locs).size).toBe(locs.length);
    const home = xml.match(/<url>\s*<loc>http:\/\/shop.example\/<\/loc>[\s\S]*?<\/url>/)![0];
    expect(home).toContain('<xhtml:link rel="alternate" hreflang="es-us" href="http://shop.example/es-us/"/>');
    expect(home).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.example/"/>');
    expect(home).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
