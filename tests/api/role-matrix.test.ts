import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, API_POLICY, routesUnder, satisfies, type Access } from '@carrier/shared/access';
import {
  concreteUrl,
  EMPLOYEES,
  recreateThrowawayGroup,
  startTestApp,
  type Caller,
  type TestApp,
} from './support/app.ts';

let t: TestApp;
const callers: Record<string, Caller | null> = {};
const ROLES: Record<string, string[]> = {
  reader: ['read_fpt'],
  writer: ['write_fpt'],
  uploader: ['edit_fanUpload'],
  reviewer: ['review_docs'],
  nobody: [],
};

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = null;
  for (const name of EMPLOYEES) callers[name] = await t.login(name);
});
afterAll(() => t.close());

/** Routes the gateway itself answers (plugin internals like the docs' static files are public by declaration). */
const apiRoutes = () =>
  t.app.routeTable.filter(
    (r) => r.method !== 'HEAD' && /^\/(msapi|auth|admin-api|content|config|healthz|readyz)\b/.test(r.url),
  );

describe('deny by default', () => {
  it('every registered route declares who may call it', () => {
    const undeclared = t.app.routeTable.filter(
      (r) => r.access === undefined || !(ACCESS_LEVELS as readonly string[]).concat('policy').includes(r.access),
    );
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(10);
  });

  it('refuses a route registered without a declaration', async () => {
    const { buildApp } = await import('../../gateway/src/app.ts');
    const app = await buildApp(t.config, { serveApps: false, db: t.app.db });
    // a route added the way a careless change would add it: no access declared
    app.get('/msapi/example/v1/undeclared', async () => ({ secret: true }));
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/msapi/example/v1/undeclared' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorId: 'FORBIDDEN', message: 'This route is not open to anyone.', status: 403 });
    await app.close();
  });

  it('checks a HEAD request as its GET: refused without a session, and never stored', async () => {
    const guarded = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.access !== undefined && r.access !== 'public' && r.access !== 'policy',
    );
    expect(guarded.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of guarded) {
      const url = concreteUrl(route.url, 'GET');
      const res = await t.app.inject({ method: 'HEAD', url });
      if (res.statusCode !== 401 || res.headers['cache-control'] !== 'no-store')
        failures.push(`HEAD ${url}: ${res.statusCode} Cache-Control ${String(res.headers['cache-control'])}`);
    }
    expect(failures).toEqual([]);
  });

  it('declares the same access for each embedded /msapi route as the shared API policy', () => {
    for (const service of API_POLICY) {
      for (const prefix of service.prefixes) {
        for (const route of routesUnder(service, prefix)) {
          const url = `${prefix}/${route.path}`;
          const registered = t.app.routeTable.find((r) => r.method === route.method && r.url === url);
          expect(registered, `${route.method} ${url} is registered`).toBeDefined();
          // a route that defers to the policy (one path, access by query) is walked per entry below
          if (registered!.access !== 'policy') expect(registered!.access, `${route.method} ${url}`).toBe(route.access);
        }
      }
    }
    const msapi = apiRoutes().filter((r) => r.url.startsWith('/msapi/'));
    for (const r of msapi) {
      const inPolicy = API_POLICY.some((s) =>
        s.prefixes.some((p) => routesUnder(s, p).some((pr) => `${p}/${pr.path}` === r.url && pr.method === r.method)),
      );
      expect(inPolicy, `${r.method} ${r.url} is in the shared policy`).toBe(true);
    }
  });
});

/** The shared policy's entries for a registered route that defers to the policy (their queries tell them apart). */
function policyEntriesOf(method: string, url: string) {
  return API_POLICY.flatMap((s) =>
    s.prefixes.flatMap((p) => routesUnder(s, p).filter((r) => r.method === method && `${p}/${r.path}` === url)),
  );
}

/** Query strings a route needs to get past validation to its service. */
const QUERIES: Array<[string, string]> = [
  ['/user/verify', '?source=fpt'],
  ['/fan/details', '?fanIds=00012345'],
  ['/fan/validate', '?fanIds=00012345'],
  ['/fan/landing', '?iruToken=x'],
  ['/content/pages', '?path=/'],
  ['/content/frame', '?locale=en-us'],
  ['/verificationStatus', '?verificationId=VRF-1001'],
  ['/fetchDecryptedFan', '?verificationId=VRF-1001'],
  ['/offers/customerOffer', '?fanId=00012345'],
];

describe('role matrix: every route × anonymous, nobody, reader, writer, uploader, reviewer', () => {
  it('answers exactly what each route declares', async () => {
    const failures: string[] = [];
    const cases = apiRoutes().flatMap((route) =>
      route.access === 'policy'
        ? policyEntriesOf(route.method, route.url).map((entry) => ({
            route,
            access: entry.access,
            query: entry.query ? `?${new URLSearchParams(entry.query as Record<string, string>)}` : '',
          }))
        : [
            {
              route,
              access: route.access as Access,
              query: QUERIES.find(([end]) => route.url.endsWith(end))?.[1] ?? '',
            },
          ],
    );
    expect(cases.filter((c) => c.route.access === 'policy').length).toBeGreaterThan(1);
    for (const { route, access, query } of cases) {
      for (const [who, caller] of Object.entries(callers)) {
        const url = concreteUrl(route.url, route.method) + query;
        const opts = { method: route.method as 'GET', url };
        // writes really happen for the writer: deletions hit a throwaway group, put back before every call
        if (route.method === 'DELETE') await recreateThrowawayGroup(t.app.db);
        const res = caller ? await caller.inject(opts) : await t.app.inject(opts);
        const principal = caller ? { kind: 'employee' as const, roles: ROLES[who]! } : null;
        const allowed = satisfies(principal, access);
        const expected = allowed ? 'allowed' : principal ? 403 : 401;
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        if (got !== expected)
          failures.push(`${route.method} ${url} as ${who}: expected ${expected}, got ${res.statusCode}`);
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} as ${who}: ${res.statusCode} ${res.body}`);
        if (res.statusCode === 401) {
          if (!res.headers.location) failures.push(`${route.method} ${url} as ${who}: 401 without Location`);
        }
        if (res.statusCode >= 400) {
          const body = res.json();
          if (!(
            typeof body.errorId === 'string' &&
            typeof body.message === 'string' &&
            body.status === res.statusCode
          )) {
            failures.push(`${route.method} ${url} as ${who}: error body ${res.body}`);
          }
        }
        // sign-out would end the caller's session for the rest of the walk
        if (route.url === '/auth/logout' && caller && res.statusCode === 204) callers[who] = await t.login(who);
      }
    }
    expect(failures).toEqual([]);
    // the walk leaves the fixture groups as they were (deletions went to the throwaway group)
    const { rows } = await t.app.db.query<{ group_id: string; n: number }>(
      "select group_id, count(*)::int as n from fan_group_members where group_id like 'GRP1000_' group by group_id order by group_id",
    );
    expect(rows.map((r) => r.n)).toEqual([5, 1, 2, 15, 40, 200]);
  });

  it('sends employees without a session to the console sign-in page, keeping where they were', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/msapi/onlinesalesorchestration/wireless-employee-authorization-papi/v1/user/verify?source=fpt&returnurl=%2Fadmin%2F',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBe('/admin/login?returnurl=%2Fadmin%2F');
  });
});
