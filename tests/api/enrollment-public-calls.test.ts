import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFanSessionCookie } from '@carrier/shared/access';
import { enrollmentFlagsSchema, enrollmentPaths, verificationFlagsSchema } from '@carrier/shared/discount-program';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  ENROLLABLE,
  ENROLLABLE_2,
  FAN,
  TEST_CAPTCHA,
  cookiesOf,
  softAuth,
  solvedCaptcha,
} from './support/enrollment.ts';

let t: TestApp;
beforeAll(async () => {
  // no slowing down: the counters, not the delays, are what the limit tests look at
  t = await startTestApp({ ...TEST_CAPTCHA, LOGIN_SLOW_AFTER: '100' });
});
afterAll(() => t.close());

describe('the soft-auth attempt limit (as sign-in: per number and address, then per address)', () => {
  it('locks one address out of a number after LOGIN_MAX_FAILURES wrong tries; the owner elsewhere gets in', async () => {
    const guesser = { remoteAddress: '198.51.100.7' };
    const tryFrom = async (ssn: string, from: { remoteAddress: string }) =>
      t.app.inject({
        method: 'POST',
        url: enrollmentPaths.softAuthentication(),
        ...from,
        payload: { ...ENROLLABLE_2, ssn, fanNumber: FAN, captchaToken: await solvedCaptcha(t.app) },
      });
    for (let i = 0; i < 5; i++) expect((await tryFrom(String(2000 + i), guesser)).statusCode).toBe(401);
    // the sixth try, even with the right SSN, is refused unchecked
    const locked = await tryFrom(ENROLLABLE_2.ssn, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorId).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // the owner, from another address, gets in
    const owner = await tryFrom(ENROLLABLE_2.ssn, { remoteAddress: '192.0.2.44' });
    expect(owner.statusCode).toBe(200);
    // nothing of the SSN tried is in the store's counters
    const { rows } = await t.app.db.query<{ key: string }>("select key from login_attempts where key like 'softauth%'");
    expect(rows.map((r) => r.key).sort()).toContain(`softauth-pair:${ENROLLABLE_2.wirelessNumber}|198.51.100.7`);
    expect(JSON.stringify(rows)).not.toMatch(/200[0-4]|1313/);
  });

  it('locks an address trying many numbers at four times the limit', async () => {
    const sprayer = { remoteAddress: '198.51.100.8' };
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: enrollmentPaths.softAuthentication(),
        ...sprayer,
        payload: {
          wirelessNumber: `97255502${String(i).padStart(2, '0')}`,
          ssn: '0000',
          accountZip: '75001',
          captchaToken: await solvedCaptcha(t.app),
        },
      });
      last = res.statusCode;
      if (i < 20) expect(res.statusCode).toBe(401);
    }
    expect(last).toBe(429);
  });
});

describe('safe validate (the shield before soft authentication)', () => {
  const url = enrollmentPaths.safeValidate();
  it('answers { valid: true } for a well-formed payload with a good captcha answer, without using it up', async () => {
    const captchaToken = await solvedCaptcha(t.app);
    const body = { ...ENROLLABLE, fanNumber: FAN, captchaToken };
    const res = await t.app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
    expect((await softAuth(t.app, ENROLLABLE, { captchaToken })).statusCode).toBe(200);
    // used by soft authentication now: the shield refuses it too
    expect((await t.app.inject({ method: 'POST', url, payload: body })).json().errorId).toBe('CAPTCHA_INVALID');
  });
  it('answers 400 in the one shape for a malformed payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...ENROLLABLE, ssn: '12345', captchaToken: await solvedCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorId: 'VALIDATION_ERROR', status: 400 });
  });
});

describe('benefits (customerOffer)', () => {
  it('answers the banner and offers of a FAN with content', async () => {
    const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.customerOffer(FAN) });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content.banner).toMatchObject({
      heading: 'Signature Program',
      subHeading: 'Employee discount',
      fanName: 'Kestrel Ridge Engineering Corp.',
    });
    expect(content.offers).toHaveLength(2);
    expect(content.offers[0].offerHeading).toBe('20% off your monthly wireless service');
  });
  it('answers a FAN without content, and a malformed one, with 404 and errorCode in the one shape', async () => {
    for (const fanId of ['00054321', 'not-a-fan']) {
      const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.customerOffer(fanId) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errorCode: 'OFFER_NOT_FOUND',
        errorId: 'OFFER_NOT_FOUND',
        message: 'No benefits are available for this program.',
        status: 404,
      });
    }
  });
  it('refuses an offer type other than signature', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/msapi/sales/websalesofferorchms/v1/offers/customerOffer?pageId=UF&offerType=other&fanId=00012345',
    });
    expect(res.statusCode).toBe(400);
  });
});

/**
 * 001 §3 verification detail of a fixture verification: no rejections, no 14-day window on record, and every review
 * of the default DOC_REVIEW_LIMIT (3) left.
 */
const NO_DETAIL = {
  docUploadRejectionCount: 0,
  docUploadRejectionReasons: [],
  expiryDate: null,
  remainingDays: null,
  docReviewsLeft: 3,
};

describe('verification status and decrypted fan', () => {
  it.each([
    ['VRF-1001', 'pending', 'military'],
    ['VRF-1002', 'docUpload', 'teacher'],
    ['VRF-1003', 'systemError', 'healthcare'],
    ['VRF-1005', 'dataError', 'teacher'],
  ])('answers %s: %s', async (id, status, segment) => {
    for (const sales of [false, true]) {
      const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus(id, undefined, sales) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        verificationId: id,
        status,
        segment,
        autoApproved: false,
        fanNumber: FAN,
        hasMoreResponse: false,
        ...NO_DETAIL,
      });
    }
  });
  it('answers a combo verification with the second in otherResponses', async () => {
    const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus('VRF-1004', 'VRF-1006') });
    expect(res.json()).toEqual({
      verificationId: 'VRF-1004',
      status: 'success',
      segment: 'military',
      autoApproved: true,
      fanNumber: FAN,
      hasMoreResponse: true,
      otherResponses: [
        {
          verificationId: 'VRF-1006',
          status: 'success',
          segment: 'first-responders',
          autoApproved: true,
          ...NO_DETAIL,
        },
      ],
      ...NO_DETAIL,
    });
  });
  it('answers 404 for an unknown id or combo id, and 400 for a malformed one', async () => {
    for (const url of [
      enrollmentPaths.verificationStatus('VRF-9999'),
      enrollmentPaths.verificationStatus('VRF-1001', 'VRF-9999'),
      enrollmentPaths.fetchDecryptedFan('VRF-9999'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorId).toBe('VERIFICATION_NOT_FOUND');
    }
    const bad = await t.app.inject({ method: 'GET', url: enrollmentPaths.verificationStatus('VRF 1001; drop') });
    expect(bad.statusCode).toBe(400);
  });
  it('answers the decrypted FAN of a verification', async () => {
    const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.fetchDecryptedFan('VRF-1002', true) });
    expect(res.json()).toEqual({ fanNumber: FAN });
  });
});

describe('fan landing sets the GNSESS cookie (JSON with FANID)', () => {
  const gnsessOf = (res: Awaited<ReturnType<TestApp['app']['inject']>>) =>
    cookiesOf(res).find((c) => c.startsWith('GNSESS='));

  it('by fanId, on both prefixes', async () => {
    for (const sales of [false, true]) {
      const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.fanLandingByFan(FAN, sales) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', kind: 'fan', fan: { id: FAN } });
      const cookie = gnsessOf(res)!;
      expect(cookie).toMatch(/; Path=\/; SameSite=Lax$/);
      expect(readFanSessionCookie(cookie.split(';')[0])).toBe(FAN);
      expect(decodeURIComponent(cookie.split(';')[0]!.slice('GNSESS='.length))).toBe(`{"FANID":"${FAN}"}`);
    }
  });

  it('by a FAN’s token link', async () => {
    const { rows } = await t.app.db.query<{ token: string }>('select token from fan_profiles where id = $1', [FAN]);
    const res = await t.app.inject({ method: 'GET', url: enrollmentPaths.fanLandingByToken(rows[0]!.token) });
    expect(res.statusCode).toBe(200);
    expect(readFanSessionCookie(gnsessOf(res)!.split(';')[0])).toBe(FAN);
  });

  it('removes the cookie when the landing fails', async () => {
    for (const url of [
      enrollmentPaths.fanLandingByFan('00000000'),
      enrollmentPaths.fanLandingByToken('x'.repeat(20)),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'GNSESS=%7B%22FANID%22%3A%2200012345%22%7D' },
      });
      expect(res.statusCode).toBe(404);
      expect(gnsessOf(res)).toMatch(/^GNSESS=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
  });

  it('needs exactly one of iruToken and fanId', async () => {
    for (const q of ['', '?iruToken=abcdefghijklmnopqrst&fanId=00012345']) {
      const res = await t.app.inject({ method: 'GET', url: `/msapi/fanprofile/v1/fan/landing${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorId).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the flags and the captcha widget the pages read', () => {
  it('GET /config/flags exposes the enrollment flags and the captcha script address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config/flags' });
    expect(enrollmentFlagsSchema.parse(res.json())).toEqual({
      enrollmentSalesApi: false,
      enrollmentShieldSoftAuth: false,
      enrollmentCallToOrder: false,
      enrollmentSalesPhone: '1-800-555-0199',
      captchaScriptUrl: '/assets/vendor/altcha.js',
    });
    expect(verificationFlagsSchema.parse(res.json())).toEqual({
      verifySalesApi: false,
      verifySearchFirst: true,
      verifyNewResultScreen: true,
      verifyMenuList: false,
      verifyWirelessIntent: true,
      verifySalesAssist: false,
    });
    const on = await startTestApp({
      ENROLLMENT_SALES_API: 'true',
      ENROLLMENT_SHIELD_SOFT_AUTH: 'true',
      ENROLLMENT_CALL_TO_ORDER: 'true',
      ENROLLMENT_SALES_PHONE: '1-800-555-0123',
      CAPTCHA_SCRIPT_URL: 'https://static.carrier.example/altcha/altcha.js',
      VERIFY_SEARCH_FIRST: 'false',
      VERIFY_MENU_LIST: 'true',
    });
    try {
      const flags = await on.app.inject({ method: 'GET', url: '/config/flags' });
      // the pages may load the widget from that host: the CSP names it among the script sources
      expect(String(flags.headers['content-security-policy'])).toContain(
        "script-src 'self' https://static.carrier.example;",
      );
      expect(flags.json()).toMatchObject({
        enrollmentSalesApi: true,
        enrollmentShieldSoftAuth: true,
        enrollmentCallToOrder: true,
        enrollmentSalesPhone: '1-800-555-0123',
        captchaScriptUrl: 'https://static.carrier.example/altcha/altcha.js',
        verifySearchFirst: false,
        verifyMenuList: true,
      });
    } finally {
      await on.close();
    }
  });

  it('serves the widget script at the default address, cacheable, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/vendor/altcha.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('customElements.define("altcha-widget"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/vendor/altcha.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('lets the widget start its proof-of-work workers (CSP worker-src blob:)', async () => {
    // a page's policy: the widget runs in the customer pages
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self' blob:");
  });
});

describe('the account sign-in the wireless intent leads to (001 §4)', () => {
  const login = (query: string) => t.app.inject({ method: 'GET', url: `/acctmgmt/login?${query}` });

  it('sends the customer to the site’s sign-in, coming back to the page with upalflow and wlsfi', async () => {
    const back = '/offers/discount-program?upalflow=true&wlsfi=al#aarp';
    const res = await login(new URLSearchParams({ wlsfi: 'al', returnUrl: back }).toString());
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/signin?${new URLSearchParams({ returnurl: back })}`);
    const spanish = await login(
      new URLSearchParams({ wlsfi: 'up', returnUrl: '/es-us/offers/discount-program' }).toString(),
    );
    expect(spanish.headers.location).toBe('/es-us/signin?returnurl=%2Fes-us%2Foffers%2Fdiscount-program');
  });

  it('never sends anyone off the site', async () => {
    for (const returnUrl of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await login(new URLSearchParams({ returnUrl }).toString());
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/signin');
    }
  });
});
