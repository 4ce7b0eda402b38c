import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '1' });
});
afterAll(() => t.close());

/** Time passing for the store: every session's last use moves that many seconds into the past. */
const elapse = (seconds: number) =>
  t.app.db.query('update sessions set last_seen_at = last_seen_at - make_interval(secs => $1)', [seconds]);

describe('idle expiry holds for a short idle setting (1 minute)', () => {
  it('keeps a session used every 12 seconds alive well past the idle minute', async () => {
    for (const username of ['reader', 'customer1']) {
      const caller = await t.login(username);
      // ten uses, 12 s apart: two minutes in all, never a minute without use
      for (let use = 1; use <= 10; use++) {
        await elapse(12);
        const res = await caller.inject({ method: 'GET', url: '/auth/me' });
        expect(res.statusCode, `${username}, use ${use} (${use * 12} s)`).toBe(200);
      }
    }
  });

  it('still ends a session left unused for the idle minute', async () => {
    const caller = await t.login('writer');
    await elapse(30);
    expect((await caller.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    await elapse(61);
    const res = await caller.inject({ method: 'GET', url: '/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorId: 'UNAUTHENTICATED', status: 401 });
  });
});
