/**
 * npm run bench: the authenticated fan-details route through the whole gateway (session lookup, role check,
 * validation, store query, serialisation) against a bare Fastify JSON route, in the same run on the same machine,
 * plus the sizes of both app bundles and the initial JavaScript per page (raw, gzip, brotli), then a server-rendered
 * customer page (server-render.ts), the write throttle's cost on a form submit (write-throttle.ts), the group export and the fan upload on PGlite and on PostgreSQL (limits.ts) and the Lighthouse
 * scores (lighthouse.ts). Ratios, not absolute times, are what to compare between runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import type {} from '../../gateway/src/plugins/store.ts';
import { findSession } from '../../gateway/src/sessions/session-store.ts';
import { getFanDetails } from '../../gateway/src/services/fanprofiles-papi/service.ts';
import { runLimitsBench } from './limits.ts';
import { printInitialJs } from './customer-initial-js.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runServerRenderBench } from './server-render.ts';
import { runWriteThrottleBench } from './write-throttle.ts';
import { runHealthzBench } from './healthz.ts';
import { sessionCookie } from './child-process.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const root = path.resolve(import.meta.dirname, '..', '..');

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up: JIT and the store's caches
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function bundleBytes(dir: string) {
  const assets = path.join(root, dir, 'dist', 'assets');
  if (!fs.existsSync(assets)) return null;
  let raw = 0;
  let gzip = 0;
  for (const f of fs.readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
    const buf = fs.readFileSync(path.join(assets, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gzip };
}

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'success', fanDetails: [{ id: '00012345', name: 'Bare route' }] }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const barePort = (bare.server.address() as { port: number }).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;
const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'reader', password: config.fixtures.password }),
});
const cookie = sessionCookie(login.headers.getSetCookie());

// The same store work as the gateway route (the session lookup and the FAN query, on the same store) behind a bare
// Fastify route: the gateway's own cost (plugins, access, validation, serialisation) is the difference.
const sid = cookie.slice(cookie.indexOf('=') + 1);
const bareStore = Fastify();
bareStore.get('/bare-store/:fanId', async (request) => {
  const session = await findSession(app.db, sid, config.session.idleMinutes);
  if (!session) throw new Error('bench session lost');
  const { fanId } = request.params as { fanId: string };
  return {
    status: 'success',
    fanDetails: [
      await getFanDetails(
        app.db,
        fanId,
        (token) => `http://127.0.0.1/signature/landing?iruToken=${encodeURIComponent(token)}`,
      ),
    ],
  };
});
await bareStore.listen({ host: '127.0.0.1', port: 0 });
const bareStorePort = (bareStore.server.address() as { port: number }).port;

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION}s each, ${os.cpus().length} cores`);
const baseline = await load(`http://127.0.0.1:${barePort}/bare`);
const bareWithStore = await load(`http://127.0.0.1:${bareStorePort}/bare-store/00012345`);
const healthz = await load(`http://127.0.0.1:${port}/healthz`);
const gateway = await load(
  `http://127.0.0.1:${port}/msapi/onlinesalesorchestration/fanprofiles-papi/v1/fan/details/00012345`,
  { cookie },
);
const row = (name: string, r: typeof baseline) =>
  console.log(`${name.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
row('bare Fastify JSON route', baseline);
row('bare Fastify + same store queries', bareWithStore);
row('gateway /healthz (public, no store)', healthz);
row('gateway fan/details (signed in, ' + app.db.kind + ')', gateway);
console.log(`ratio gateway fan/details / bare: ${(gateway.rps / baseline.rps).toFixed(3)}`);
console.log(
  `ratio gateway fan/details / bare with the same store queries: ${(gateway.rps / bareWithStore.rps).toFixed(3)}`,
);
console.log(`ratio gateway /healthz / bare: ${(healthz.rps / baseline.rps).toFixed(3)}`);

for (const dir of ['customer-site', 'admin-console']) {
  const b = bundleBytes(dir);
  console.log(b ? `${dir} bundle: ${b.raw} bytes, ${b.gzip} gzip` : `${dir} bundle: not built (npm run build)`);
}
printInitialJs(root);
await runServerRenderBench(`http://127.0.0.1:${port}`, load, cookie);

await app.close();
await bare.close();
await bareStore.close();
fs.rmSync(dataDir, { recursive: true, force: true });

await runWriteThrottleBench();
await runHealthzBench();
await runLimitsBench();
await runLighthouseBench();
