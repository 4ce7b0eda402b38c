import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogOptions } from './app.ts';
import { loadConfig } from './config.ts';

/** A Fastify app with the gateway's logging, its routes logging through request.log; every line kept, parsed. */
async function loggingApp(logLevel: string) {
  const lines: Array<Record<string, unknown>> = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify(requestLogOptions(loadConfig({ LOG_LEVEL: logLevel }), capture));
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/says', async (request) => {
    request.log.debug({ step: 1 }, 'a detail');
    request.log.info({ step: 2 }, 'a step');
    request.log.child({ part: 'inner' }).warn('from a part');
    return { level: request.log.level };
  });
  app.get('/verbose', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a detail of a verbose route');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe("a request's logger", () => {
  it('writes what a route logs with the request id, at the levels enabled, children included', async () => {
    const { app, lines } = await loggingApp('info');
    const res = await app.inject({ method: 'GET', url: '/says' });
    expect(res.json()).toEqual({ level: 'info' });
    const said = lines.filter((l) => l.msg !== 'request completed');
    expect(said.map((l) => [l.msg, l.level])).toEqual([
      ['a step', 30],
      ['from a part', 40],
    ]);
    const [completed] = lines.filter((l) => l.msg === 'request completed');
    for (const line of said) {
      expect(line.reqId).toBe(completed!.reqId);
      expect(line).toMatchObject({ pid: process.pid, hostname: expect.any(String) });
    }
    expect(said[0]).toMatchObject({ step: 2 });
    expect(said[1]).toMatchObject({ part: 'inner' });
    await app.close();
  });

  it("follows a route's own level", async () => {
    const { app, lines } = await loggingApp('info');
    const res = await app.inject({ method: 'GET', url: '/verbose' });
    expect(res.json()).toEqual({ level: 'debug' });
    expect(lines.map((l) => l.msg)).toEqual(['a detail of a verbose route', 'request completed']);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
    await app.close();
  });

  it('writes the same request line whether or not the route logged anything', async () => {
    const { app, lines } = await loggingApp('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/says' });
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(2);
    const shape = (l: Record<string, unknown>) => Object.keys(l).join(',');
    expect(shape(completed[0]!)).toBe(shape(completed[1]!));
    expect(completed[0]!.reqId).not.toBe(completed[1]!.reqId);
    await app.close();
  });

  it('writes nothing below the level enabled', async () => {
    const { app, lines } = await loggingApp('warn');
    await app.inject({ method: 'GET', url: '/says' });
    expect(lines.map((l) => l.msg)).toEqual(['from a part']);
    await app.close();
  });
});
