import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

describe('request log', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(() => t.close());

  const forRequest = (id: string) => lines.filter((l) => l.reqId === id);

  it('writes one line per request, when it is answered: method, address without secrets, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz?iruToken=secret-token-value' });
    const logged = forRequest(String(res.headers['x-request-id']));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz?iruToken=[REDACTED]' },
      res: { statusCode: 200 },
    });
    expect(logged[0]!.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('writes refused requests with their status too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/msapi/no-such-service/v1/x' });
    expect(res.statusCode).toBe(404);
    const logged = forRequest(String(res.headers['x-request-id']));
    expect(logged.at(-1)).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 404 } });
    expect(logged.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});
