import { describe, expect, it } from 'vitest';
import { freshDatabaseUrl, onPostgres, startTestApp } from './support/app.ts';

// Two gateways on one PostgreSQL behave as one: sessions and sign-in counters live in the store.
describe('two gateways on one PostgreSQL', () => {
  if (!onPostgres) throw new Error('this suite runs against a PostgreSQL server: set TEST_DATABASE_URL');
  it('share sessions and sign-in counters', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    // no slowing down: the counters, not the delays, are what the two share
    const a = await startTestApp({ LOGIN_SLOW_AFTER: '100' }, { databaseUrl });
    const b = await startTestApp({ LOGIN_SLOW_AFTER: '100' }, { databaseUrl });
    try {
      const reader = await a.login('reader');
      const me = await b.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: reader.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('reader');
      const out = await b.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie: reader.cookie, 'x-csrf-token': reader.csrfToken },
      });
      expect(out.statusCode).toBe(204);
      expect(
        (await a.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: reader.cookie } })).statusCode,
      ).toBe(401);

      for (let i = 0; i < 5; i++) {
        const gw = i % 2 === 0 ? a : b;
        await gw.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: 'writer', password: `wrong-${i}` },
        });
      }
      const locked = await a.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'writer', password: 'Signature-2026!' },
      });
      expect(locked.statusCode).toBe(429);

      // per address too: failures for many accounts from one address, spread over both gateways
      for (let i = 0; i < 20; i++) {
        const gw = i % 2 === 0 ? a : b;
        const res = await gw.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '198.51.100.9',
          payload: { username: `sprayed-${i}`, password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
      }
      const fromThere = await b.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '198.51.100.9',
        payload: { username: 'reader', password: 'Signature-2026!' },
      });
      expect(fromThere.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
