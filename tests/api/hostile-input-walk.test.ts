import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildDefaultPayload, formDefinitionSchema } from '@carrier/shared/forms';
import { pageDocumentSchema } from '@carrier/shared/content';
import { concreteUrl, recreateThrowawayGroup, startTestApp, type Caller, type TestApp } from './support/app.ts';
import { CONTACT_US_VALUES } from './support/forms.ts';

/**
 * Input no route can keep — JSON nested 10,000 levels deep, unpaired UTF-16 surrogates and NUL characters in
 * values, keys, query strings, path parameters and headers — sent through every route the gateway registers, with
 * each of its methods, as anonymous, a customer and two employees (with their CSRF tokens). Nothing may answer 5xx;
 * every refusal is the one error shape; what cannot be stored is refused, and nothing is stored.
 */

let t: TestApp;
const callers: Record<string, Caller | null> = { anonymous: null };

/**
 * Bodies the routes that store what they receive would accept (a generic form, the waiver): the hostile part is
 * added to them, so it reaches as far as a real submission would, with a submission key.
 */
const GOOD: Array<{ route: RegExp; url?: string; body: Record<string, unknown> }> = [
  {
    route: /\/waiver\/submit$/,
    body: {
      requestType: 'resume_service',
      accounts: [{ product: 'UVERSE', productOptions: ['INTERNET'], productKey: 'UV-131000720044', action: 'resume' }],
    },
  },
];

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['customer1', 'writer', 'uploader', 'reviewer']) callers[name] = await t.login(name);
  const page = pageDocumentSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/content/pages?path=%2Fcontact-us' })).json(),
  );
  const form = formDefinitionSchema.parse(
    page.panels.flatMap((p) => p.components).find((c) => c.id === 'contact-us-form')!.props,
  );
  GOOD.push({
    route: /\/webform\/:formKey$/,
    url: `${form.api!}?pagePath=%2Fcontact-us&formId=contact-us-form`,
    body: buildDefaultPayload(form, CONTACT_US_VALUES),
  });
});
afterAll(() => t.close());

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
/** A surrogate on its own, as a percent-encoded path or query would carry one (its WTF-8 bytes). */
const SURROGATE_IN_URL = '%ED%A0%80';

function nestedJson(depth: number, open = '[', close = ']'): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/**
 * A body for the route with `text` in every string field: the known good body when there is one, else the route's
 * JSON body fields from the OpenAPI document, each string (or list of strings) set to `text`.
 */
function fieldsWith(route: { method: string; url: string }, text: string): Record<string, unknown> {
  const good = GOOD.find((g) => g.route.test(route.url));
  if (good) return withText(good.body, text);
  const doc = (t.app as unknown as { swagger(): OpenApiDocument }).swagger();
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const schema = doc.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) {
    const types = [prop.type].flat();
    if (types.includes('string')) out[key] = text;
    else if (types.includes('array')) out[key] = [text];
  }
  return out;
}

/** A copy of `value` with every string in it set to `text`. */
function withText(value: Record<string, unknown>, text: string): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? text : v)) as Record<
    string,
    unknown
  >;
}

/** The route's good body (or none) with raw JSON text added as an extra key. */
function goodBodyPlus(route: { url: string }, extra: string): string {
  const good = GOOD.find((g) => g.route.test(route.url))?.body ?? {};
  const text = JSON.stringify(good);
  return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"extra":${extra}}`;
}

interface Variant {
  name: string;
  /** Whether the gateway must refuse it (true), or merely answer without a 5xx (false: harmless to a route). */
  refused: boolean;
  /** A multipart body: on the upload routes its hostile part comes first, so the guard's own words must answer it. */
  multipart?: true;
  build(route: { method: string; url: string }, url: string): InjectOptions | null;
}

const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
/** The first path parameter's place in a concrete URL, replaced. */
function withParam(route: { url: string }, url: string, value: string): string | null {
  const params = route.url.split('/').map((part, i) => (part.startsWith(':') ? i : -1));
  const at = params.find((i) => i >= 0);
  if (at === undefined) return null;
  const parts = url.split('?')[0]!.split('/');
  parts[at] = value;
  return parts.join('/');
}

/** The routes that take multipart bodies (file uploads). */
const UPLOAD_ROUTE = /\/(?:militaryWebform|docUpload|uploadfandetails)$/;
/** The input guard's words (plugins/input-guard.ts), which only it answers with. */
const GUARD_WORDS =
  /^The request body (?:contains characters that cannot be accepted|is nested more than 32 levels deep)/;

/** A multipart body (as the upload routes take): text fields in order, then a small PDF in the `file` part. */
function multipart(fields: Record<string, string>, fileName = 'orders.pdf'): InjectOptions {
  const boundary = '----walk-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(`${parts.join('')}${file}--${boundary}--\r\n`, 'utf8'),
  };
}

const VARIANTS: Variant[] = [
  {
    name: 'multipart: an unpaired surrogate escaped in the JSON a field holds',
    refused: true,
    multipart: true,
    build: (r, url) =>
      hasBody(r.method)
        ? { url, ...multipart({ serviceMemberInfo: '{"name":"Jordan \\ud800"}', requestType: 'cancel' }) }
        : null,
  },
  {
    // 100 levels: past the limit of 32, inside the 1 KB the upload routes allow a field
    name: 'multipart: JSON nested 100 deep in a field',
    refused: true,
    multipart: true,
    build: (r, url) =>
      hasBody(r.method) ? { url, ...multipart({ numbersToRestore: nestedJson(100), dryRun: 'true' }) } : null,
  },
  {
    name: 'multipart: a NUL character in a field and a field name',
    refused: true,
    multipart: true,
    build: (r, url) =>
      hasBody(r.method)
        ? { url, ...multipart({ verificationId: 'a\u0000b', accountNumber: '1\u00002', 'x\u0000': '1' }) }
        : null,
  },
  {
    name: "multipart: a NUL character in a file's name",
    refused: true,
    multipart: true,
    build: (r, url) => (hasBody(r.method) ? { url, ...multipart({}, 'orders\u0000.pdf') } : null),
  },
  {
    name: 'JSON nested 10,000 deep in an extra key',
    refused: true,
    build: (r, url) =>
      hasBody(r.method)
        ? { url, ...json(`{"extra":${nestedJson(10_000)},"more":${nestedJson(10_000, '{"a":', '}')}}`) }
        : null,
  },
  {
    name: 'an unpaired surrogate in every field and an extra key',
    refused: true,
    build: (r, url) =>
      hasBody(r.method)
        ? { url, ...json(JSON.stringify({ ...fieldsWith(r, `a${LONE_HIGH}b`), extra: LONE_LOW })) }
        : null,
  },
  {
    name: 'an unpaired surrogate in a key',
    refused: true,
    build: (r, url) => (hasBody(r.method) ? { url, ...json(goodBodyPlus(r, '{"k\\udc00":1}')) } : null),
  },
  {
    name: 'a NUL character in every field',
    refused: true,
    build: (r, url) =>
      hasBody(r.method) ? { url, ...json(JSON.stringify({ ...fieldsWith(r, 'a\u0000b'), extra: '\u0000' })) } : null,
  },
  {
    name: 'a NUL character in a query value and a query key',
    refused: true,
    build: (_r, url) => ({ url: withQuery(url, 'q=a%00b&returnurl=%2F%00&%00=1') }),
  },
  {
    name: 'a surrogate percent-encoded in a query value and a query key',
    // the query parser keeps bytes that are not UTF-8 as they were sent: harmless text, so only reads get it
    refused: false,
    build: (r, url) =>
      hasBody(r.method) ? null : { url: withQuery(url, `q=${SURROGATE_IN_URL}&${SURROGATE_IN_URL}=1`) },
  },
  {
    name: 'JSON query parameters (the console lists) with an escaped surrogate, a NUL and deep nesting',
    refused: true,
    build: (r, url) =>
      r.url.startsWith('/admin-api/') && !r.url.includes(':') && r.method === 'GET'
        ? {
            url: withQuery(
              url,
              `filter=${encodeURIComponent('{"q":"\\ud800"}')}&sort=${encodeURIComponent('["id\\u0000","ASC"]')}&range=${encodeURIComponent(nestedJson(500))}`,
            ),
          }
        : null,
  },
  {
    name: 'a surrogate percent-encoded in a path parameter',
    refused: true,
    build: (r, url) => {
      const u = withParam(r, url, SURROGATE_IN_URL);
      return u ? { url: u } : null;
    },
  },
  {
    name: 'a NUL character in a path parameter',
    refused: true,
    build: (r, url) => {
      const u = withParam(r, url, 'GRP%0010001');
      return u ? { url: u } : null;
    },
  },
  {
    name: 'an unpaired surrogate in headers a route reads',
    refused: true,
    build: (r, url) => ({
      url,
      headers: { 'idempotency-key': `key-${LONE_HIGH}-0001`, referer: `http://x/${LONE_LOW}` },
    }),
  },
];

/**
 * Rows per table, except the gateway's own bookkeeping of callers: sessions, sign-in attempts, and the write
 * throttle's counters (a refused write still counts against its address, so a flood of bad ones is slowed too).
 */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await t.app.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('sessions', 'login_attempts', 'write_counters') order by table_name",
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.app.db.query<{ n: number }>(`select count(*)::int as n from "${table_name}"`);
    out[table_name] = rows[0]!.n;
  }
  return out;
}

function problemWith(res: LightMyRequestResponse, method: string, refused: boolean): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (refused && res.statusCode < 400) return `accepted with ${res.statusCode}`;
  if (res.statusCode >= 400 && method !== 'HEAD') {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(res.body) as Record<string, unknown>;
    } catch {
      return `${res.statusCode} not JSON: ${res.body.slice(0, 100)}`;
    }
    // 001 §7: the document upload's refusals also carry errorCode, the same value as errorId
    const keys = Object.keys(body)
      .filter((k) => !(k === 'errorCode' && body.errorCode === body.errorId))
      .sort()
      .join(',');
    if (
      keys !== 'errorId,message,status' ||
      typeof body.errorId !== 'string' ||
      typeof body.message !== 'string' ||
      body.status !== res.statusCode
    )
      return `${res.statusCode} not the one error shape: ${res.body.slice(0, 200)}`;
    if (/at .*\.ts:\d+|node_modules|stack/i.test(res.body)) return `${res.statusCode} leaks internals: ${res.body}`;
  }
  return null;
}

describe('hostile input through every route', () => {
  it('answers no 5xx, refuses what cannot be kept in the one error shape, and stores nothing', async () => {
    const routes = t.app.routeTable;
    expect(routes.length).toBeGreaterThan(100);
    await recreateThrowawayGroup(t.app.db);
    const before = await rowCounts();
    const failures: string[] = [];
    const guarded = new Set<string>();
    let sent = 0;
    for (const route of routes) {
      const base =
        GOOD.find((g) => g.route.test(route.url))?.url ?? concreteUrl(route.url, route.method).replace(/\*$/, 'x');
      for (const variant of VARIANTS) {
        const opts = variant.build(route, base);
        if (!opts) continue;
        for (const [who, caller] of Object.entries(callers)) {
          // a fresh submission key on each: the forms that keep one hash the whole body under it
          const headers = { 'idempotency-key': `walk-${sent}-0000`, ...opts.headers };
          const request = { ...opts, headers, method: route.method as 'GET' };
          const res = caller ? await caller.inject(request) : await t.app.inject(request);
          sent++;
          const problem = problemWith(res, route.method, variant.refused);
          if (problem) failures.push(`${route.method} ${route.url}, ${variant.name}, as ${who}: ${problem}`);
          // an upload route that reads the body answers with the guard, whatever else the body lacks
          if (variant.multipart && UPLOAD_ROUTE.test(route.url) && res.statusCode === 400) {
            const { message } = res.json() as { message: string };
            if (GUARD_WORDS.test(message)) guarded.add(`${variant.name} ${route.url}`);
            else failures.push(`${route.method} ${route.url}, ${variant.name}, as ${who}: not the guard: ${message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // every multipart variant reached the guard on every upload route, as some caller allowed there
    const uploadRoutes = routes.filter((r) => r.method === 'POST' && UPLOAD_ROUTE.test(r.url));
    expect(uploadRoutes.length).toBeGreaterThanOrEqual(4);
    expect(guarded.size).toBe(uploadRoutes.length * VARIANTS.filter((v) => v.multipart).length);
    expect(await rowCounts()).toEqual(before);
    // every caller is still signed in: no refused request ended a session
    for (const caller of Object.values(callers)) {
      if (caller) expect((await caller.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    }
  });

  it('says what was wrong, without echoing it', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...json(`{"username":"reader","password":"x","extra":${nestedJson(10_000)}}`),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      errorId: 'VALIDATION_ERROR',
      message: 'The request body is nested more than 32 levels deep.',
      status: 400,
    });
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/msapi/microsites-orch-nodems/v1/webform/contact-us',
      ...json(JSON.stringify({ firstName: `Ann${LONE_HIGH}` })),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toBe(
      'The request body contains characters that cannot be accepted (a NUL character or an unpaired surrogate).',
    );
    const query = await t.app.inject({ method: 'GET', url: '/auth/me?returnurl=%2F%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^The request address contains characters/);
    // nesting the product's own bodies never reach is still fine below the limit
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...json(`{"username":"reader","password":"x","extra":${nestedJson(20)}}`),
    });
    expect(shallow.statusCode).toBe(401);
  });

  it('took the good bodies the walk builds on: without the hostile part they are accepted', async () => {
    for (const good of GOOD) {
      const route = t.app.routeTable.find((r) => r.method === 'POST' && good.route.test(r.url))!;
      const res = await callers.customer1!.inject({
        method: 'POST',
        url: good.url ?? route.url,
        payload: good.body,
        headers: { 'idempotency-key': `walk-good-${route.url.length}-0000` },
      });
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(200);
    }
  });
});
