import { rm } from 'node:fs/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../gateway/src/store/db.ts';
import { FAN_UPLOAD_PREFIXES } from '@carrier/shared';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import fanUploadRoutes, { type FanUploadRouteOptions } from '../../gateway/src/services/fanprofile/upload-routes.ts';
import { FIXTURE_PASSWORD, seededStore, sessionCookieOf, type Caller, type TestApp } from './support.ts';

/**
 * A test gateway with the fan upload routes: the app as app.ts builds it, plus the fan upload plugin under both
 * fanprofile prefixes when app.ts does not register it yet (so these suites run before and after it is wired in).
 */
export async function startUploadTestApp(
  routeOptions: FanUploadRouteOptions = {},
  env: Record<string, string> = {},
): Promise<TestApp & { wired: boolean; prefix: string }> {
  const { dataDir, databaseUrl } = await seededStore();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const app = await buildApp(config, { serveApps: false });
  const prefixes = Object.values(FAN_UPLOAD_PREFIXES).map((p) => p.replace(/\/$/, ''));
  const wired = app.hasRoute({ method: 'POST', url: `${prefixes[0]}/uploadfandetails` });
  const custom = Object.keys(routeOptions).length > 0;
  // Our own options (small limits) need our own registration: under a test-only prefix when app.ts has the routes.
  const mounted = wired && custom ? prefixes.map((p) => `/test${p}`) : prefixes;
  if (!wired || custom) for (const prefix of mounted) await app.register(fanUploadRoutes, { prefix, ...routeOptions });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    databaseUrl,
    wired,
    prefix: `${mounted[1]}/`,
    login: async (username, password = FIXTURE_PASSWORD) => {
      const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      const cookie = sessionCookieOf(res)!;
      const csrfToken = res.json().csrfToken as string;
      return {
        cookie,
        csrfToken,
        inject: (opts: InjectOptions) =>
          app.inject({
            ...opts,
            headers: { cookie, ...(opts.method && opts.method !== 'GET' ? { 'x-csrf-token': csrfToken } : {}), ...opts.headers },
          }),
      } satisfies Caller;
    },
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart body with the given parts, as a browser's FormData would send it. */
export function multipart(parts: Array<{ name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string }>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fanupload${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('bytes' in part) {
      // RFC 7578: the file name as UTF-8 inside the quotes (what browsers send), quotes and line breaks escaped.
      const name = part.fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${name}"\r\nContent-Type: ${part.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`, 'utf8'));
      chunks.push(part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST a file to uploadfandetails as the caller. */
export function upload(
  caller: Pick<Caller, 'inject'>,
  bytes: Buffer,
  options: { fileName?: string; dryRun?: boolean; prefix?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart([{ name: 'file', fileName: options.fileName ?? 'fans.xlsx', bytes }]);
  const url = `${options.prefix ?? FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails${options.dryRun ? '?dryRun=true' : ''}`;
  return caller.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

/** What an upload could have changed: a digest of every FAN profile, and the upload audit events. */
export async function storeState(db: Queryable): Promise<{ fans: string; fanCount: number; uploadEvents: number }> {
  const fans = await db.query<{ digest: string; n: number }>(
    `select md5(coalesce(string_agg(row_to_json(f)::text, '|' order by id), '')) as digest, count(*)::int as n from fan_profiles f`,
  );
  const events = await db.query<{ n: number }>(`select count(*)::int as n from audit_events where action in ('upload.apply', 'fan.upload')`);
  return { fans: fans.rows[0]!.digest, fanCount: fans.rows[0]!.n, uploadEvents: events.rows[0]!.n };
}
