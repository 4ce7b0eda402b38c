import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, sessionResponseSchema } from '@carrier/shared/access';
import { FIXTURE_PASSWORD, sessionCookieOf, startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_SLOW_AFTER: '100' });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie with an expiry and answers who signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'reader', password: FIXTURE_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const me = meResponseSchema.parse(res.json());
    expect(me).toMatchObject({ username: 'reader', kind: 'employee', roles: ['read_fpt'] });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
    // 256 bits of randomness, base64url
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
  });

  it('marks the cookie Secure behind https', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'reader', password: FIXTURE_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect([res.headers['set-cookie']].flat().join()).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('issues a new session id at each sign-in and ends the previous one', async () => {
    const first = await t.login('writer');
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { cookie: first.cookie },
      payload: { username: 'writer', password: FIXTURE_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect(sessionCookieOf(again)).not.toBe(first.cookie);
    const old = await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: first.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'uploader', password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'ghost', password: 'whatever1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      errorId: 'INVALID_CREDENTIALS',
      message: 'The user ID or password you entered is incorrect.',
      status: 401,
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an account from the address its failures came from for a while, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'nobody', password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'nobody', password: FIXTURE_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorId).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an address for a while after failures spread over many accounts, and only that address', async () => {
    // per account 2 failures; per address four times that
    const strict = await startTestApp({ LOGIN_MAX_FAILURES: '2', LOGIN_SLOW_AFTER: '100' });
    try {
      const from = (remoteAddress: string, username: string, password: string) =>
        strict.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password } });
      for (let i = 0; i < 8; i++) {
        expect((await from('203.0.113.7', `sprayed-${i}`, 'wrong-password')).statusCode).toBe(401);
      }
      const locked = await from('203.0.113.7', 'reader', FIXTURE_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ errorId: 'TOO_MANY_ATTEMPTS', status: 429 });
      expect(locked.headers['set-cookie']).toBeUndefined();
      expect((await from('203.0.113.8', 'reader', FIXTURE_PASSWORD)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('behind one trusted load balancer (TRUST_PROXY=1), a client cannot dodge the address lock with X-Forwarded-For', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '2', LOGIN_SLOW_AFTER: '100' });
    try {
      // The balancer at 10.0.0.5 appends the client's real address; whatever the client wrote before it is ignored.
      const from = (claimed: string, username: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `${claimed}, 198.51.100.9` },
          payload: { username, password },
        });
      for (let i = 0; i < 8; i++) {
        expect((await from(`203.0.113.${i}`, `sprayed-${i}`, 'wrong-password')).statusCode).toBe(401);
      }
      expect((await from('203.0.113.200', 'reader', FIXTURE_PASSWORD)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('forgets failures whose window and lock are over, and keeps the live ones', async () => {
    await t.app.db.query(
      `insert into login_attempts (key, failures, first_failure_at, locked_until) values
         ('user:stale-spray', 3, now() - interval '2 days', null),
         ('user:stale-locked', 5, now() - interval '2 days', now() - interval '1 day'),
         ('user:live-locked', 5, now() - interval '2 days', now() + interval '10 minutes'),
         ('user:recent', 1, now(), null)`,
    );
    await t.login('reader');
    const { rows } = await t.app.db.query<{ key: string }>(
      "select key from login_attempts where key in ('user:stale-spray', 'user:stale-locked', 'user:live-locked', 'user:recent') order by key",
    );
    expect(rows.map((r) => r.key)).toEqual(['user:live-locked', 'user:recent']);
  });

  it('checks no more passwords than the limit when the guesses arrive all at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '192.0.2.44',
          payload: { username: 'burst-target', password: `guess-${i}` },
        }),
      ),
    );
    const checked = burst.filter((r) => r.statusCode === 401).length;
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(checked).toBe(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.json()).toMatchObject({ errorId: 'TOO_MANY_ATTEMPTS', status: 429 });
  });

  it('slows repeated failures before refusing them', async () => {
    const slow = await startTestApp({ LOGIN_SLOW_AFTER: '1', LOGIN_MAX_FAILURES: '10' });
    try {
      await slow.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'reader', password: 'wrong-one' },
      });
      const started = Date.now();
      await slow.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'reader', password: 'wrong-two' },
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    } finally {
      await slow.close();
    }
  });

  it('ends the session server-side at sign-out', async () => {
    const caller = await t.login('uploader');
    const me = await caller.inject({ method: 'GET', url: '/auth/me' });
    expect(me.statusCode).toBe(200);
    const out = await caller.inject({ method: 'POST', url: '/auth/logout' });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: caller.cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('a stranger cannot lock the owner out', () => {
  // Behind one trusted load balancer at 10.0.0.5, which appends each client's address to X-Forwarded-For.
  const STRANGER = '203.0.113.66';
  const OWNER = '198.51.100.20';
  let gw: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    gw = await startTestApp(
      { TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '5', LOGIN_SLOW_AFTER: '2', LOG_LEVEL: 'warn' },
      { logStream },
    );
  });
  afterAll(() => gw.close());

  const signIn = (from: string, username: string, password: string, cookie?: string) =>
    gw.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      payload: { username, password },
    });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
    [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('known_device=')) as string | undefined;
  const timed = async <T>(run: () => Promise<T>) => {
    const started = Date.now();
    const result = await run();
    return { result, ms: Date.now() - started };
  };

  it('marks the browser the owner signs in from as a known device: HttpOnly, strict, long-lived, only for sign-in', async () => {
    const res = await signIn(OWNER, 'writer', FIXTURE_PASSWORD);
    expect(res.statusCode).toBe(200);
    const device = deviceCookieOf(res)!;
    expect(device).toMatch(/^known_device=[A-Za-z0-9_-]{43};/);
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    expect(device).toMatch(/Path=\/auth\/login/);
    expect(Number(/Max-Age=(\d+)/.exec(device)![1])).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
  });

  it("slows the stranger's guesses, then locks the stranger's address out of the account; the owner still gets in", async () => {
    const known = deviceCookieOf(await signIn(OWNER, 'writer', FIXTURE_PASSWORD))!.split(';')[0]!;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { result, ms } = await timed(() => signIn(STRANGER, 'writer', `guess-${i}`));
      expect(result.statusCode).toBe(401);
      times.push(ms);
    }
    // slowed after two failures: 250 ms, then 500, then 1 s
    expect(times[2]).toBeGreaterThanOrEqual(240);
    expect(times[4]).toBeGreaterThanOrEqual(990);
    // now locked from there, even with the right password, and told when to come back
    const locked = await signIn(STRANGER, 'writer', FIXTURE_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ errorId: 'TOO_MANY_ATTEMPTS', status: 429 });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // the owner, from another address on a browser never used before: in, after a short delay at most
    const fresh = await timed(() => signIn(OWNER, 'writer', FIXTURE_PASSWORD));
    expect(fresh.result.statusCode).toBe(200);
    expect(fresh.ms).toBeLessThan(3000);

    // the stranger's failures start again from the owner's success, but the stranger's lock holds
    expect((await signIn(STRANGER, 'writer', FIXTURE_PASSWORD)).statusCode).toBe(429);

    // the owner's known device gets in even from the stranger's address, at once
    const device = await timed(() => signIn(STRANGER, 'writer', FIXTURE_PASSWORD, known));
    expect(device.result.statusCode).toBe(200);
    expect(device.ms).toBeLessThan(1000);
  });

  it('lets a known device through after failures spread over many addresses, and the owner elsewhere after a delay', async () => {
    const known = deviceCookieOf(await signIn(OWNER, 'uploader', FIXTURE_PASSWORD))!.split(';')[0]!;
    // more failures on the account than one address may make, each from an address of its own
    for (let i = 0; i < 6; i++) {
      expect((await signIn(`192.0.2.${i + 1}`, 'uploader', `spread-${i}`)).statusCode).toBe(401);
    }
    const device = await timed(() => signIn(OWNER, 'uploader', FIXTURE_PASSWORD, known));
    expect(device.result.statusCode).toBe(200);
    expect(device.ms).toBeLessThan(1000);
    const elsewhere = await timed(() => signIn('192.0.2.200', 'uploader', FIXTURE_PASSWORD));
    expect(elsewhere.result.statusCode).toBe(200);
    expect(elsewhere.ms).toBeLessThan(3000);
  });

  it("gives a device known to another account, a forged device cookie or a known device's own guesses no way round", async () => {
    const strangers = deviceCookieOf(await signIn(STRANGER, 'customer2', FIXTURE_PASSWORD))!.split(';')[0]!;
    for (let i = 0; i < 5; i++) await signIn(STRANGER, 'reader', `guess-${i}`, strangers);
    expect((await signIn(STRANGER, 'reader', FIXTURE_PASSWORD, strangers)).statusCode).toBe(429);
    const forged = `known_device=${'A'.repeat(43)}`;
    expect((await signIn(STRANGER, 'reader', FIXTURE_PASSWORD, forged)).statusCode).toBe(429);
    // a known device guessing wrong is held to its own count, then signs in like any other browser
    const customer = deviceCookieOf(await signIn(OWNER, 'customer1', FIXTURE_PASSWORD))!.split(';')[0]!;
    for (let i = 0; i < 5; i++) {
      expect((await signIn('198.51.100.77', 'customer1', `guess-${i}`, customer)).statusCode).toBe(401);
    }
    expect((await signIn('198.51.100.77', 'customer1', 'guess-5', customer)).statusCode).toBe(401);
    expect((await signIn('198.51.100.77', 'customer1', FIXTURE_PASSWORD, customer)).statusCode).toBe(200);
  });

  it('logs each lockout for operators with the account and the address, never the password', () => {
    const locks = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'sign-in locked');
    expect(locks).toContainEqual(
      expect.objectContaining({ level: 40, account: 'writer', address: STRANGER, counter: 'pair' }),
    );
    expect(locks).toContainEqual(expect.objectContaining({ account: 'reader', address: STRANGER }));
    const all = logLines.join('');
    expect(all).not.toContain(FIXTURE_PASSWORD);
    expect(all).not.toContain('guess-');
  });
});

describe('GET /auth/session', () => {
  it('answers 200 { signedIn: false } to a visitor, with or without a stale cookie, and sets no cookie', async () => {
    for (const headers of [{}, { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/session', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signedIn: false });
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('answers who is signed in, as /auth/me does, for an employee and a customer', async () => {
    for (const username of ['writer', 'customer1']) {
      const caller = await t.login(username);
      const res = await caller.inject({ method: 'GET', url: '/auth/session' });
      expect(res.statusCode).toBe(200);
      const body = sessionResponseSchema.parse(res.json());
      const me = (await caller.inject({ method: 'GET', url: '/auth/me' })).json();
      expect(body).toEqual({ signedIn: true, me });
      expect(me.username).toBe(username);
    }
  });

  it('answers signed out once the session has ended, while /auth/me keeps its 401 for API callers', async () => {
    const caller = await t.login('reader');
    await caller.inject({ method: 'POST', url: '/auth/logout' });
    const session = await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie: caller.cookie } });
    expect(session.json()).toEqual({ signedIn: false });
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: caller.cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('sessions and cross-site protection', () => {
  it('answers 401 with a sign-in Location and clears a forged cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', referer: 'http://localhost:80/admin/' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorId: 'UNAUTHENTICATED', message: 'Please sign in to continue.', status: 401 });
    expect([res.headers['set-cookie']].flat().join()).toMatch(/^sid=;/);
  });

  it('treats an expired session as no session', async () => {
    const caller = await t.login('reader');
    await t.app.db.query("update sessions set expires_at = now() - interval '1 minute'");
    const res = await caller.inject({ method: 'GET', url: '/auth/me' });
    expect(res.statusCode).toBe(401);
  });

  it('treats an idle session as no session', async () => {
    const caller = await t.login('reader');
    await t.app.db.query("update sessions set last_seen_at = now() - interval '2 hours'");
    const res = await caller.inject({ method: 'GET', url: '/auth/me' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a state-changing call without the CSRF token, and keeps the session', async () => {
    const caller = await t.login('reader');
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: caller.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorId).toBe('CSRF_REJECTED');
    expect((await caller.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
  });

  it('refuses a state-changing call from another origin even with the token', async () => {
    const caller = await t.login('reader');
    const res = await caller.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorId).toBe('CSRF_REJECTED');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: 'reader', password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    const caller = await t.login('reader');
    const res = await caller.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(204);
  });
});
