import { describe, expect, it } from 'vitest';
import { CUSTOMER_ORDER_NUMBER_PATTERN, enrollmentPaths } from '@carrier/shared/discount-program';
import { freshDatabaseUrl, onPostgres, startTestApp } from './support/app.ts';
import { ENROLLABLE, ENROLLABLE_2, FAN, TEST_CAPTCHA, cookiePair, solvedCaptcha } from './support/enrollment.ts';

// Two gateways on one PostgreSQL behave as one for the enrollment: a captcha answer one accepted the other refuses,
// a soft authentication on one lets the browser enroll through the other, and two submits at once store one order.
describe('the enrollment on two gateways sharing one PostgreSQL', () => {
  if (!onPostgres) throw new Error('this suite runs against a PostgreSQL server: set TEST_DATABASE_URL');
  it('accepts each captcha answer once across both, shares proofs, and stores one order per account', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    // the same captcha key on both, as production requires
    const env = { ...TEST_CAPTCHA, CAPTCHA_HMAC_KEY: 'shared-key-'.repeat(4), LOGIN_SLOW_AFTER: '100' };
    const a = await startTestApp(env, { databaseUrl });
    const b = await startTestApp(env, { databaseUrl });
    try {
      const body = (who: typeof ENROLLABLE, captchaToken: string) => ({ ...who, fanNumber: FAN, captchaToken });
      const token = await solvedCaptcha(a.app);
      // at the same moment on both gateways: exactly one is accepted
      const [first, second] = await Promise.all(
        [a, b].map((gw) =>
          gw.app.inject({
            method: 'POST',
            url: enrollmentPaths.softAuthentication(),
            payload: body(ENROLLABLE, token),
          }),
        ),
      );
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 400]);
      const refused = first!.statusCode === 400 ? first! : second!;
      expect(refused.json().errorId).toBe('CAPTCHA_INVALID');
      // and afterwards, on either
      for (const gw of [a, b]) {
        const again = await gw.app.inject({
          method: 'POST',
          url: enrollmentPaths.softAuthentication(),
          payload: body(ENROLLABLE, token),
        });
        expect(again.statusCode).toBe(400);
      }

      // a browser proved on gateway a enrolls through gateway b; two submits at once store one order
      const proved = await a.app.inject({
        method: 'POST',
        url: enrollmentPaths.softAuthentication(true),
        payload: body(ENROLLABLE_2, await solvedCaptcha(b.app)),
      });
      expect(proved.statusCode).toBe(200);
      const proof = cookiePair(proved, 'sig_enroll_proof')!;
      const submits = await Promise.all(
        [a, b, a, b].map((gw) =>
          gw.app.inject({
            method: 'POST',
            url: enrollmentPaths.submitEnrollmentOrder(),
            headers: { cookie: proof },
            payload: { source: 'sales', requestParam: { billingAccountNumber: ENROLLABLE_2.ban, fanNumber: FAN } },
          }),
        ),
      );
      const numbers = submits.map((r) => r.json().customerOrderNumber as string);
      expect(numbers[0]).toMatch(CUSTOMER_ORDER_NUMBER_PATTERN);
      expect(new Set(numbers).size).toBe(1);
      const { rows } = await a.app.db.query<{ n: string }>(
        'select count(*)::text as n from enrollment_orders where billing_account_number = $1',
        [ENROLLABLE_2.ban],
      );
      expect(rows[0]!.n).toBe('1');

      // failures spread over both gateways lock the number from that address on both
      for (let i = 0; i < 5; i++) {
        const gw = i % 2 === 0 ? a : b;
        const res = await gw.app.inject({
          method: 'POST',
          url: enrollmentPaths.softAuthentication(),
          remoteAddress: '198.51.100.20',
          payload: { ...body(ENROLLABLE, await solvedCaptcha(gw.app)), ssn: String(3000 + i) },
        });
        expect(res.statusCode).toBe(401);
      }
      for (const gw of [a, b]) {
        const res = await gw.app.inject({
          method: 'POST',
          url: enrollmentPaths.softAuthentication(),
          remoteAddress: '198.51.100.20',
          payload: body(ENROLLABLE, await solvedCaptcha(gw.app)),
        });
        expect(res.statusCode).toBe(429);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
