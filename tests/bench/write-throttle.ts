/**
 * The write throttle's cost on a public write: the contact-us form submit (validation against the stored definition,
 * the insert) through a gateway that throttles writes, against the same submit through a gateway built without the
 * throttle, in the same run. Both count every submit (limits no run reaches), so the difference is the throttle's
 * own work: its upsert of the address counter in the store. Each party gets its own store and runs twice,
 * alternating, so a slow moment of the machine falls on both. Alone: node --import tsx tests/bench/write-throttle.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { pageDocumentSchema } from '@carrier/shared/content';
import { buildDefaultPayload, formDefinitionSchema } from '@carrier/shared/forms';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { CONTACT_US_VALUES } from '../api/support/forms.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function startGateway(throttled: boolean): Promise<{ app: FastifyInstance; origin: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-throttle-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_WRITES_PER_MINUTE: '1000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const app = await buildApp(config, { serveApps: false, writeThrottle: throttled });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, origin: `http://127.0.0.1:${port}`, dataDir };
}

async function submitRequest(origin: string) {
  const page = pageDocumentSchema.parse(await (await fetch(`${origin}/content/pages?path=/contact-us`)).json());
  const definition = formDefinitionSchema.parse(
    page.panels.flatMap((p) => p.components).find((c) => c.id === 'contact-us-form')!.props,
  );
  const body = JSON.stringify(buildDefaultPayload(definition, CONTACT_US_VALUES));
  return { url: `${origin}${definition.api}?pagePath=%2Fcontact-us&formId=contact-us-form`, body };
}

async function load(origin: string, seconds: number) {
  const { url, body } = await submitRequest(origin);
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

export async function runWriteThrottleBench(): Promise<void> {
  const throttled = await startGateway(true);
  const bare = await startGateway(false);
  try {
    await load(throttled.origin, 1); // warm-up: JIT and the store's caches
    await load(bare.origin, 1);
    const rps = { throttled: [] as number[], bare: [] as number[] };
    const p99 = { throttled: [] as number[], bare: [] as number[] };
    for (let round = 0; round < 2; round++) {
      for (const [name, gw] of round === 0
        ? ([
            ['throttled', throttled],
            ['bare', bare],
          ] as const)
        : ([
            ['bare', bare],
            ['throttled', throttled],
          ] as const)) {
        const r = await load(gw.origin, DURATION / 2);
        rps[name].push(r.requests.average);
        p99[name].push(r.latency.p99);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const kind = throttled.app.db.kind;
    console.log(
      `form submit with the write throttle (${kind})       ${mean(rps.throttled).toFixed(0).padStart(8)} req/s   p99 ${Math.max(...p99.throttled)} ms`,
    );
    console.log(
      `form submit without the write throttle (${kind})    ${mean(rps.bare).toFixed(0).padStart(8)} req/s   p99 ${Math.max(...p99.bare)} ms`,
    );
    console.log(`ratio form submit throttled / not throttled: ${(mean(rps.throttled) / mean(rps.bare)).toFixed(3)}`);
  } finally {
    for (const gw of [throttled, bare]) {
      await gw.app.close();
      fs.rmSync(gw.dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runWriteThrottleBench();
