import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../../gateway/src/app.ts';
import { loadConfig, type Config } from '../../../gateway/src/config.ts';
import { seededDataDir, seededDatabaseUrl } from './seeded-store.ts';
// the app's decorations (db, config, routeTable) for type-checking the suites
import type {} from '../../../gateway/src/plugins/store.ts';
import type {} from '../../../gateway/src/plugins/access.ts';
import { sessionCookieFrom } from '../../support/session-cookie.ts';

export const FIXTURE_PASSWORD = 'Signature-2026!';
export const EMPLOYEES = ['reader', 'writer', 'uploader', 'reviewer', 'nobody'] as const;
/** Write limits no suite reaches, unless it is about them. */
export const RELAXED_WRITE_LIMITS = {
  PUBLIC_WRITES_PER_MINUTE: '100000',
  CUSTOMER_WRITES_PER_HOUR: '100000',
  SIGN_INS_PER_MINUTE: '100000',
};

/** TEST_DATABASE_URL set: every suite gets a fresh database on that PostgreSQL server; otherwise PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function freshDatabaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const { default: pg } = await import('pg');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Where a suite's gateway keeps its data: a copy of the store as a first start leaves it (migrated, fixtures
 * loaded), on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite.
 */
export async function seededStore(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin)
    return {
      dataDir: await mkdtemp(path.join(os.tmpdir(), 'gateway-test-')),
      databaseUrl: await seededDatabaseUrl(admin, FIXTURE_PASSWORD),
    };
  return { dataDir: await seededDataDir(FIXTURE_PASSWORD), databaseUrl: undefined };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Signs in through POST /auth/login and returns the cookie and CSRF token to send back. */
  login(username: string, password?: string): Promise<Caller>;
  close(): Promise<void>;
}

export interface Caller {
  cookie: string;
  csrfToken: string;
  /** Every cookie the sign-in set (the customer sign-in helpers' cookies too, 002 §3, §6). */
  setCookies: string[];
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

function setCookiesOf(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return sessionCookieFrom(setCookiesOf(res));
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: BuildOptions & { dataDir?: string; databaseUrl?: string } = {},
): Promise<TestApp> {
  // A suite that names its own store, or changes how fixtures load, starts from an empty one.
  const seeded = !options.dataDir && !options.databaseUrl && !('FIXTURES' in env) && !('FIXTURE_PASSWORD' in env);
  const store = seeded ? await seededStore() : undefined;
  const dataDir = options.dataDir ?? store?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'gateway-test-')));
  const databaseUrl = options.databaseUrl ?? (seeded ? store?.databaseUrl : await freshDatabaseUrl());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Suites send many writes from one address and one customer; a suite about the write throttle sets its own limits.
    ...RELAXED_WRITE_LIMITS,
    ...env,
  });
  const app = await buildApp(config, { serveApps: false, ...options });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    databaseUrl,
    login: async (username, password = FIXTURE_PASSWORD) => {
      const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      const cookie = sessionCookieOf(res)!;
      const csrfToken = res.json().csrfToken as string;
      return {
        cookie,
        csrfToken,
        setCookies: setCookiesOf(res),
        inject: (opts) =>
          app.inject({
            ...opts,
            headers: {
              cookie,
              ...(opts.method && opts.method !== 'GET' ? { 'x-csrf-token': csrfToken } : {}),
              ...opts.headers,
            },
          }),
      };
    },
    close: async () => {
      await app.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A group the route walk may delete or take FANs from; recreateThrowawayGroup() puts it back before each such call. */
export const THROWAWAY_GROUP = 'GRPWALK1';

/**
 * Fills a route's :params with values that exist in the fixtures, so each call reaches the service. DELETE
 * routes get the throwaway group instead of a fixture group, which must survive the walk.
 */
export function concreteUrl(url: string, method = 'GET'): string {
  const group = method === 'DELETE' ? THROWAWAY_GROUP : 'GRP10001';
  const id = url.startsWith('/admin-api/fans/') ? '00012345' : url.startsWith('/admin-api/audit-events/') ? '1' : group;
  return (
    url
      .replace(':fanId', '00012345')
      .replace(':groupId', group)
      // the group-id search has a path of its own (the lander's public read shares it): the :type route is the FAN's
      .replace('/type/:type/id/:id', '/type/fanid/id/00012345')
      .replace(':id', id)
      .replace(/:\w+/g, 'x')
  );
}

/** (Re)creates the throwaway group with three Active fixture FANs. */
export async function recreateThrowawayGroup(db: {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}): Promise<void> {
  await db.query(
    'insert into fan_groups (group_id, is_web_enabled, is_list, token, token_created_at) values ($1, false, false, null, null) on conflict do nothing',
    [THROWAWAY_GROUP],
  );
  await db.query(
    "insert into fan_group_members (group_id, fan_id) select $1, unnest(array['00012345', '10000001', '10000002']) on conflict do nothing",
    [THROWAWAY_GROUP],
  );
}
