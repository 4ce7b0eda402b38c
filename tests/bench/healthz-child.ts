/**
 * One measured process of the /healthz benchmark (tests/bench/healthz.ts forks it). Modes:
 *   gateway <dataDir>   the whole gateway, serving the apps, after one customer page; request logs on (LOG_LEVEL,
 *                       default info, to stdout as in production)
 *   bare                a bare Fastify app answering GET /healthz with the same JSON
 *   logged <dataDir>    the same bare app with the gateway's request log and nothing else of the gateway (the
 *                       logger, its one line per request, the request ids): what the log alone leaves of the bare rate
 *   floor               the same bare app with the least a gateway must do on every answer, at the least cost: the
 *                       security headers and a request log line (see floor() below)
 * Each tells the parent its port over IPC, its CPU time when asked, and serves until the parent ends it.
 */
import fs from 'node:fs';
import os from 'node:os';
import Fastify from 'fastify';
import { buildApp, requestLogOptions } from '../../gateway/src/app.ts';
import { logDestination } from '../../gateway/src/log-destination.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { API_SECURITY_HEADERS } from '../../gateway/src/plugins/security-headers.ts';
import { millisecondsJson } from '../../gateway/src/request-log.ts';
import { send } from './child-process.ts';

const benchConfig = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    OUTBOX_POLL_MS: '0',
  });

/**
 * The gateway as production runs it: serving both apps, and measured after it has rendered a customer page (when
 * the site is built), since a render can leave work behind that every later request pays for (decision 010).
 */
async function gateway(dataDir: string) {
  const app = await buildApp(benchConfig(dataDir));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();
  await send({ port });
}

async function bare(dataDir?: string) {
  const app = dataDir ? Fastify(requestLogOptions(benchConfig(dataDir), logDestination())) : Fastify();
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await send({ port: (app.server.address() as { port: number }).port });
}

/**
 * The least a gateway must do on /healthz, at the least cost: the bare app with the security headers every answer
 * carries (the API set and the request id), and the request log's line put together by hand when each answer is done
 * (no logger, no child logger, no serializers), under a counter id, joined and written to stdout every 16 KB.
 */
async function floor() {
  const fields = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  let lines = '';
  let id = 0;
  const app = Fastify({ genReqId: () => `r${id++}` });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    lines += `{"level":30,"time":${Date.now()},${fields},"reqId":"${request.id}","req":{"method":"${request.method}","url":${JSON.stringify(request.url)},"remoteAddress":"${request.ip}"},"res":{"statusCode":${reply.statusCode}},"responseTime":${millisecondsJson(reply.elapsedTime)},"msg":"request completed"}\n`;
    if (lines.length >= 16_384) {
      fs.writeSync(1, lines);
      lines = '';
    }
    done();
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await send({ port: (app.server.address() as { port: number }).port });
}

const [mode, arg] = process.argv.slice(2);
if (mode === 'gateway') await gateway(arg!);
else if (mode === 'bare') await bare();
else if (mode === 'logged') await bare(arg!);
else if (mode === 'floor') await floor();
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
