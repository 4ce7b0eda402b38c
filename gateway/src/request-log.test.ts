import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogOptions } from './app.ts';
import { loadConfig } from './config.ts';

/** A Fastify app logging as the gateway does, into lines kept here; `alsoThroughPino` adds pino's own request line. */
async function loggingApp(logLevel: string, alsoThroughPino = false) {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify(requestLogOptions(loadConfig({ LOG_LEVEL: logLevel }), capture));
  if (alsoThroughPino)
    // the line as the logger writes it, just before the request log writes its own for the same request
    app.addHook('onResponse', (request, reply, done) => {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  app.get('/x/*', async () => ({ ok: true }));
  app.post('/x/*', async (_request, reply) => reply.code(422).send({ ok: false }));
  await app.ready();
  return { app, lines };
}

/** Every key of a log line, nested ones as `parent.key`, in the order written. */
function keysInOrder(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [prefix + key, ...keysInOrder(v, `${prefix}${key}.`)]);
}

describe('the request log line', () => {
  const urls = [
    '/x/plain',
    '/x/a?iruToken=secret-token-value&q=1',
    '/x/"quoted"\\back?q=%22%5C&password=hunter2',
    '/x/caf%C3%A9/%F0%9F%93%B1?name=Jos%C3%A9',
  ];

  it.each(urls)('is the line the logger itself writes for %s: the same fields, order and values', async (url) => {
    const { app, lines } = await loggingApp('info', true);
    for (const method of ['GET', 'POST'] as const) {
      lines.length = 0;
      await app.inject({ method, url, headers: { cookie: 'sid=secret-session' } });
      expect(lines).toHaveLength(2);
      const [fromPino, ours] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(keysInOrder(ours)).toEqual(keysInOrder(fromPino));
      expect(ours).toMatchObject({
        level: 30,
        msg: 'request completed',
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect({ ...ours, time: 0, responseTime: 0 }).toEqual({ ...fromPino, time: 0, responseTime: 0 });
      expect(ours!.responseTime).toEqual(expect.any(Number));
      expect(Math.abs(Number(ours!.time) - Number(fromPino!.time))).toBeLessThan(1000);
      expect(ours!.res).toEqual({ statusCode: method === 'GET' ? 200 : 422 });
    }
    const all = lines.join('\n');
    for (const secret of ['secret-token-value', 'hunter2', 'secret-session']) expect(all).not.toContain(secret);
    await app.close();
  });

  it('is written once per request, at info, and not when the level is above info', async () => {
    const info = await loggingApp('info');
    await info.app.inject({ method: 'GET', url: '/x/1' });
    await info.app.inject({ method: 'GET', url: '/x/2' });
    expect(info.lines.map((l) => JSON.parse(l).req.url)).toEqual(['/x/1', '/x/2']);
    await info.app.close();

    for (const level of ['warn', 'silent']) {
      const quiet = await loggingApp(level);
      await quiet.app.inject({ method: 'GET', url: '/x/1' });
      expect(quiet.lines).toEqual([]);
      await quiet.app.close();
    }
  });
});
