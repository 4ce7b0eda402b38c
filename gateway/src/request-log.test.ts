import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { randomRequestIds, requestLogOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { jsonString, millisecondsJson } from './request-log.ts';

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
        reqId: expect.stringMatching(/^[0-9a-f]{32}$/),
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

describe("the request log's figures", () => {
  it('writes the time taken in milliseconds to the microsecond, as a JSON number', () => {
    const cases: Array<[number, string]> = [
      [0, '0.000'],
      [0.0004, '0.000'],
      [0.0005, '0.001'],
      [0.012345678901, '0.012'],
      [1.2, '1.200'],
      [999.9996, '1000.000'],
      [12345.678901, '12345.679'],
      [Number.NaN, 'null'],
      [Number.POSITIVE_INFINITY, 'null'],
    ];
    for (const [ms, written] of cases) {
      expect(millisecondsJson(ms), String(ms)).toBe(written);
      expect(JSON.parse(millisecondsJson(ms))).toBe(Number.isFinite(ms) ? Math.round(ms * 1000) / 1000 : null);
    }
  });

  it('writes each string as JSON.stringify does, whatever it holds', () => {
    const texts = [
      '',
      'GET',
      '/x/plain?q=1',
      '/x/"quoted"\\back',
      'tab\there',
      '\u0000\u001f\u007f',
      'café 📱',
      '\u2028\u2029',
      'lone \ud800 high',
      'lone \udc00 low',
      '::ffff:127.0.0.1',
    ];
    for (const text of texts) expect(jsonString(text), JSON.stringify(text)).toBe(JSON.stringify(text));
  });

  it('writes no more than three decimals of the time taken on a request line', async () => {
    const { app, lines } = await loggingApp('info');
    await app.inject({ method: 'GET', url: '/x/1' });
    expect(lines[0]).toMatch(/"responseTime":\d+\.\d{3},/);
    await app.close();
  });

  it('gives each request its own random id: 16 bytes in hex, past each draw of random bytes', () => {
    const next = randomRequestIds();
    const ids = Array.from({ length: 1000 }, () => next());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(1000);
    // another gateway draws its own
    const other = randomRequestIds();
    expect(ids).not.toContain(other());
  });
});
