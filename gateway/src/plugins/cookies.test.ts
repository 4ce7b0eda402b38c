import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import cookies from './cookies.ts';

async function cookieApp() {
  const app = Fastify();
  await app.register(cookies);
  app.get('/read', async (request) => ({ a: request.cookie('a') ?? null, b: request.cookie('b') ?? null }));
  app.get('/set-twice', async (_request, reply) => {
    reply.setCookie('sid', 'first', { path: '/', httpOnly: true });
    reply.setCookie('other', 'x', { path: '/msapi/', sameSite: 'strict' });
    reply.setCookie('sid', 'second', { path: '/', httpOnly: true });
    return { ok: true };
  });
  app.get('/set-then-clear', async (_request, reply) => {
    reply.setCookie('fan', 'id', { path: '/' });
    reply.clearCookie('fan', { path: '/' });
    return { ok: true };
  });
  app.get('/two-paths', async (_request, reply) => {
    reply.setCookie('c', 'root', { path: '/' });
    reply.setCookie('c', 'api', { path: '/msapi/' });
    return { ok: true };
  });
  app.get('/beside-another', async (_request, reply) => {
    // as an upstream's answer would carry one
    reply.header('set-cookie', 'upstream=1; Path=/');
    reply.setCookie('own', 'a');
    reply.setCookie('own', 'b');
    return { ok: true };
  });
  app.get('/encoded', async (_request, reply) => {
    reply.setCookie('plain', 'a b;c');
    reply.setCookie('raw', '%7B%7D', { encode: (v) => v });
    return { ok: true };
  });
  app.get('/fails-after', async (_request, reply) => {
    reply.setCookie('kept', 'yes');
    throw new Error('after the cookie');
  });
  await app.ready();
  return app;
}

const setCookies = (headers: Record<string, unknown>) => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
};

describe('cookies', () => {
  it('reads the cookies a request carries, and none when it carries none', async () => {
    const app = await cookieApp();
    expect((await app.inject({ url: '/read', headers: { cookie: 'a=1; b=%3D%20' } })).json()).toEqual({
      a: '1',
      b: '= ',
    });
    expect((await app.inject({ url: '/read' })).json()).toEqual({ a: null, b: null });
    await app.close();
  });

  it('sends the last value set for a name and path, SameSite=Lax unless said otherwise', async () => {
    const app = await cookieApp();
    const res = await app.inject({ url: '/set-twice' });
    expect(setCookies(res.headers)).toEqual([
      'sid=second; Path=/; HttpOnly; SameSite=Lax',
      'other=x; Path=/msapi/; SameSite=Strict',
    ]);
    await app.close();
  });

  it('sends only the drop of a cookie cleared after it was set', async () => {
    const app = await cookieApp();
    const [drop, ...rest] = setCookies((await app.inject({ url: '/set-then-clear' })).headers);
    expect(rest).toEqual([]);
    expect(drop).toMatch(/^fan=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax$/);
    await app.close();
  });

  it('keeps a cookie of the same name on another path, and Set-Cookie values others wrote', async () => {
    const app = await cookieApp();
    expect(setCookies((await app.inject({ url: '/two-paths' })).headers)).toEqual([
      'c=root; Path=/; SameSite=Lax',
      'c=api; Path=/msapi/; SameSite=Lax',
    ]);
    expect(setCookies((await app.inject({ url: '/beside-another' })).headers)).toEqual([
      'upstream=1; Path=/',
      'own=b; SameSite=Lax',
    ]);
    await app.close();
  });

  it('URL-encodes values unless told how to encode them', async () => {
    const app = await cookieApp();
    expect(setCookies((await app.inject({ url: '/encoded' })).headers)).toEqual([
      'plain=a%20b%3Bc; SameSite=Lax',
      'raw=%7B%7D; SameSite=Lax',
    ]);
    await app.close();
  });

  it('keeps a cookie set before the route failed on the error answer', async () => {
    const app = await cookieApp();
    const res = await app.inject({ url: '/fails-after' });
    expect(res.statusCode).toBe(500);
    expect(setCookies(res.headers)).toEqual(['kept=yes; SameSite=Lax']);
    await app.close();
  });
});
