import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@carrier/shared/access';
import { concreteUrl, recreateThrowawayGroup, startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
const callers = {} as Record<'reader' | 'writer' | 'uploader' | 'reviewer' | 'customer1', Caller>;

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['reader', 'writer', 'uploader', 'reviewer', 'customer1'] as const)
    callers[name] = await t.login(name);
});
afterAll(() => t.close());

/** Someone whose role lets the call through to the CSRF check: the refusal must come from that check alone. */
function callerFor(access: Access): Caller {
  if (access === 'customer') return callers.customer1;
  if (access === 'edit_fanUpload') return callers.uploader;
  if (access === 'review_docs') return callers.reviewer;
  if (access === 'read_fpt') return callers.reader;
  return callers.writer;
}

const BOUNDARY = 'csrfwalkboundary';
/** A real body of the kind each route takes: multipart for the uploads and the military form, JSON for the rest. */
function bodyFor(url: string): { headers: Record<string, string>; payload: string } {
  if (/uploadfandetails|militaryWebform/.test(url)) {
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="fans.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `FAN ID\r\n00012345\r\n--${BOUNDARY}--\r\n`,
    };
  }
  return {
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ groupId: 'GRPWALK1', fanIds: ['00012345'] }),
  };
}

async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await t.app.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('sessions', 'login_attempts') order by table_name",
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.app.db.query<{ n: number }>(`select count(*)::int as n from "${table_name}"`);
    out[table_name] = rows[0]!.n;
  }
  return out;
}

describe('every state-changing route refuses a call without same origin and the CSRF token', () => {
  it('walks each POST, PUT, PATCH and DELETE the gateway registers', async () => {
    const unsafe = t.app.routeTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(unsafe.length).toBeGreaterThan(20);
    await recreateThrowawayGroup(t.app.db);
    const before = await rowCounts();
    const failures: string[] = [];
    const expectRefused = (label: string, res: { statusCode: number; body: string }) => {
      const body = JSON.parse(res.body) as Record<string, unknown>;
      if (
        res.statusCode !== 403 ||
        body.errorId !== 'CSRF_REJECTED' ||
        body.status !== 403 ||
        typeof body.message !== 'string'
      ) {
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    };
    for (const route of unsafe) {
      const access = route.access as Access;
      const url = concreteUrl(route.url, route.method);
      const method = route.method as 'POST';
      const caller = callerFor(access);
      const { headers, payload } = bodyFor(url);
      const label = `${method} ${url}`;
      // sign-in is the one call made before a session (and its token) exists: it keeps the Origin check only
      if (route.url !== '/auth/login') {
        expectRefused(
          `${label} without the token`,
          await t.app.inject({ method, url, payload, headers: { ...headers, cookie: caller.cookie } }),
        );
        expectRefused(
          `${label} with a wrong token`,
          await t.app.inject({
            method,
            url,
            payload,
            headers: { ...headers, cookie: caller.cookie, 'x-csrf-token': 'x'.repeat(caller.csrfToken.length) },
          }),
        );
        expectRefused(
          `${label} with another session's token`,
          await t.app.inject({
            method,
            url,
            payload,
            headers: {
              ...headers,
              cookie: caller.cookie,
              'x-csrf-token': (caller === callers.writer ? callers.reader : callers.writer).csrfToken,
            },
          }),
        );
      }
      expectRefused(
        `${label} from another origin`,
        await caller.inject({ method, url, payload, headers: { ...headers, origin: 'https://evil.example' } }),
      );
      expectRefused(
        `${label} from an opaque origin`,
        await caller.inject({ method, url, payload, headers: { ...headers, origin: 'null' } }),
      );
      expectRefused(
        `${label} marked cross-site`,
        await caller.inject({ method, url, payload, headers: { ...headers, 'sec-fetch-site': 'cross-site' } }),
      );
      expectRefused(
        `${label} anonymous from another origin`,
        await t.app.inject({ method, url, payload, headers: { ...headers, origin: 'https://evil.example' } }),
      );
    }
    expect(failures).toEqual([]);
    // nothing was written, and every session is still there
    expect(await rowCounts()).toEqual(before);
    for (const caller of Object.values(callers)) {
      expect((await caller.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    }
  });

  it('lets the same call through with the token from the same origin', async () => {
    const res = await callers.writer.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
  });
});
