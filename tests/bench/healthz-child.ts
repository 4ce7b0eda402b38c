/**
 * One measured process of the /healthz benchmark (tests/bench/healthz.ts forks it). Modes:
 *   gateway <dataDir>   the whole gateway, request logs on (LOG_LEVEL, default info, to stdout as in production)
 *   bare                a bare Fastify app answering GET /healthz with the same JSON
 * Each tells the parent its port over IPC, its CPU time when asked, and serves until the parent ends it.
 */
import Fastify from 'fastify';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { send } from './child-process.ts';

async function gateway(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    OUTBOX_POLL_MS: '0',
  });
  const app = await buildApp(config, { serveApps: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await send({ port: (app.server.address() as { port: number }).port });
}

async function bare() {
  const app = Fastify();
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await send({ port: (app.server.address() as { port: number }).port });
}

const [mode, arg] = process.argv.slice(2);
if (mode === 'gateway') await gateway(arg!);
else if (mode === 'bare') await bare();
else throw new Error(`unknown mode ${mode}`);
// the parent asks for the CPU time used so far: requests per CPU second holds up better than req/s on a busy machine
process.on('message', (m) => {
  if (m === 'cpu') {
    const { user, system } = process.cpuUsage();
    void send({ cpuMicros: user + system });
  }
});
// the parent ends each child with SIGINT: exit normally, so a --cpu-prof profile is written
process.once('SIGINT', () => process.exit(0));
