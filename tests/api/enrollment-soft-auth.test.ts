import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypeResponseSchema, enrollmentPaths } from '@carrier/shared/discount-program';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  APPRECIATION,
  BY_ERROR_ID,
  CONFLICT,
  ENROLLABLE,
  ENROLLED,
  FAN,
  PREPAID,
  TEST_CAPTCHA,
  cookiePair,
  softAuth,
  solvedCaptcha,
} from './support/enrollment.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TEST_CAPTCHA);
});
afterAll(() => t.close());

describe('soft authentication (001 §5): every branch of the fan-type table from its fixture customer', () => {
  it('answers success with the account and existingFan true, and proves the account to this browser', async () => {
    const res = await softAuth(t.app, ENROLLABLE);
    expect(res.statusCode).toBe(200);
    const body = accountTypeResponseSchema.parse(res.json());
    expect(body).toEqual({
      status: 'success',
      errorIds: [],
      accountInfo: { billingMarket: 'DLS', billingAccountNumber: ENROLLABLE.ban, existingFan: true },
    });
    const proof = res.headers['set-cookie'];
    expect(String(proof)).toMatch(
      /sig_enroll_proof=[A-Za-z0-9_-]{43}; Max-Age=1800; Path=\/msapi\/; HttpOnly; SameSite=Strict/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the sales variant the same', async () => {
    const res = await softAuth(t.app, ENROLLABLE, { sales: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().accountInfo.billingAccountNumber).toBe(ENROLLABLE.ban);
  });

  it('answers existingFan false for an account tied to another FAN (the conflict response)', async () => {
    const res = await softAuth(t.app, CONFLICT);
    expect(res.json()).toEqual({
      status: 'success',
      errorIds: [],
      accountInfo: { billingMarket: 'DLS', billingAccountNumber: CONFLICT.ban, existingFan: false },
    });
  });

  it('answers an enrolled account with its customerOrderNumber', async () => {
    const res = await softAuth(t.app, ENROLLED);
    expect(res.json()).toMatchObject({ status: 'success', customerOrderNumber: ENROLLED.order });
  });

  it.each(BY_ERROR_ID)('answers %s with HTTP 200 and status error', async (errorId, who) => {
    const res = await softAuth(t.app, who);
    expect(res.statusCode).toBe(200);
    const body = accountTypeResponseSchema.parse(res.json());
    expect(body.status).toBe('error');
    expect(body.errorIds).toEqual([errorId]);
  });

  it('gives the SIG-80014 customer the account info, so choosing to change can still enroll', async () => {
    const res = await softAuth(t.app, APPRECIATION);
    expect(res.json().accountInfo).toEqual({
      billingMarket: 'DLS',
      billingAccountNumber: APPRECIATION.ban,
      existingFan: true,
    });
  });

  it('proves nothing for a prepaid number', async () => {
    const res = await softAuth(t.app, PREPAID);
    expect(cookiePair(res, 'sig_enroll_proof')).toBeUndefined();
  });

  it('answers the same 401 for a wrong SSN, a wrong ZIP and an unknown number, and proves nothing', async () => {
    for (const who of [
      { ...ENROLLABLE, ssn: '1112' },
      { ...ENROLLABLE, accountZip: '75002' },
      { ...ENROLLABLE, wirelessNumber: '9725550199' },
    ]) {
      const res = await softAuth(t.app, who);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errorId: 'SOFT_AUTH_MISMATCH',
        message: "The wireless number, SSN or ZIP code doesn't match our records. Check them and try again.",
        status: 401,
      });
      expect(cookiePair(res, 'sig_enroll_proof')).toBeUndefined();
    }
  });
});

describe('the captcha (ALTCHA): refused when missing, forged, expired or replayed', () => {
  const body = (captchaToken: unknown) => ({ ...ENROLLABLE, fanNumber: FAN, captchaToken });
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: enrollmentPaths.softAuthentication(), payload: payload as object });

  it('serves a signed, expiring challenge, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.captchaChallenge() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(parameters.algorithm).toBe('SHA-256');
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing token before looking at the account', async () => {
    for (const token of [undefined, '']) {
      const res = await post(body(token));
      expect(res.statusCode).toBe(400);
      expect(res.json().errorId).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/captcha/i);
    }
  });

  it('accepts a solved token once: the replay is refused', async () => {
    const token = await solvedCaptcha(t.app);
    expect((await post(body(token))).statusCode).toBe(200);
    const replay = await post(body(token));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      errorId: 'CAPTCHA_INVALID',
      message: 'This captcha answer was already used. Solve the captcha again.',
      status: 400,
    });
  });

  it('refuses a forged signature, a changed parameter, a wrong solution and garbage', async () => {
    const token = await solvedCaptcha(t.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const reencode = (p: unknown) => Buffer.from(JSON.stringify(p)).toString('base64');
    const forged = [
      reencode({ ...payload, challenge: { ...payload.challenge, signature: 'f'.repeat(64) } }),
      reencode({
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 9_999_999_999 } },
      }),
      reencode({
        ...payload,
        solution: { ...payload.solution, counter: payload.solution.counter + 1, derivedKey: '00'.repeat(32) },
      }),
      reencode({ hello: 'world' }),
      'not base64 at all!',
      Buffer.from('{"challenge":').toString('base64'),
    ];
    for (const bad of forged) {
      const res = await post(body(bad));
      expect(res.statusCode, bad.slice(0, 40)).toBe(400);
      expect(res.json().errorId).toBe('CAPTCHA_INVALID');
    }
    // the untouched token still works: none of the forgeries used it up
    expect((await post(body(token))).statusCode).toBe(200);
  });

  it('refuses a challenge signed with another key (another environment’s, or made up)', async () => {
    const other = await startTestApp({ ...TEST_CAPTCHA, CAPTCHA_HMAC_KEY: 'x'.repeat(40) });
    try {
      const res = await post(body(await solvedCaptcha(other.app)));
      expect(res.statusCode).toBe(400);
      expect(res.json().errorId).toBe('CAPTCHA_INVALID');
    } finally {
      await other.close();
    }
  });

  it('refuses an expired challenge', async () => {
    const shortLived = await startTestApp({ ...TEST_CAPTCHA, CAPTCHA_EXPIRES_SECONDS: '30' });
    try {
      const token = await solvedCaptcha(shortLived.app);
      const realNow = Date.now;
      Date.now = () => realNow() + 31_000;
      try {
        const res = await shortLived.app.inject({
          method: 'POST',
          url: enrollmentPaths.softAuthentication(),
          payload: body(token),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          errorId: 'CAPTCHA_INVALID',
          message: 'The captcha has expired. Solve it again.',
          status: 400,
        });
      } finally {
        Date.now = realNow;
      }
    } finally {
      await shortLived.close();
    }
  });
});
