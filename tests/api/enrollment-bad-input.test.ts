import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';
import { ENROLLABLE, FAN, TEST_CAPTCHA, solvedCaptcha } from './support/enrollment.ts';

let t: TestApp;
let customer: Caller;
beforeAll(async () => {
  t = await startTestApp(TEST_CAPTCHA);
  customer = await t.login('customer1');
});
afterAll(() => t.close());

/** Every enrollment write, as the caller that may make it. */
const WRITES = [
  { url: enrollmentPaths.softAuthentication(), signedIn: false },
  { url: enrollmentPaths.softAuthentication(true), signedIn: false },
  { url: enrollmentPaths.safeValidate(), signedIn: false },
  { url: enrollmentPaths.submitEnrollmentOrder(), signedIn: false },
  { url: enrollmentPaths.submitEnrollmentOrder(true), signedIn: true },
  { url: enrollmentPaths.validateAccountType(), signedIn: true },
  { url: enrollmentPaths.validateAccountType(true), signedIn: true },
];

const send = (write: (typeof WRITES)[number], payload: string, contentType = 'application/json') => {
  const opts = { method: 'POST' as const, url: write.url, headers: { 'content-type': contentType }, payload };
  return write.signedIn ? customer.inject(opts) : t.app.inject(opts);
};

const expectClean = (res: Awaited<ReturnType<typeof send>>, status: number, what: string) => {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  expect(res.json()).toEqual({ errorId: expect.any(String), message: expect.any(String), status });
  expect(res.body).not.toMatch(/at .*\.ts:\d+|stack|node_modules|select |insert /i);
};

describe('bad input to the enrollment calls: a clear 4xx in the one shape, never a 500, nothing stored', () => {
  it('malformed JSON, an empty body, a JSON array, a wrong content type', async () => {
    for (const write of WRITES) {
      expectClean(await send(write, '{"ssn": "1111", '), 400, `${write.url} malformed`);
      expectClean(await send(write, ''), 400, `${write.url} empty`);
      expectClean(await send(write, '[1, 2, 3]'), 400, `${write.url} array`);
      const res = await send(write, 'ssn=1111', 'application/x-www-form-urlencoded');
      expect([400, 415]).toContain(res.statusCode);
    }
  });

  it('wrong types and missing fields, named without echoing the value', async () => {
    const bodies = [
      {},
      { ssn: 1111, wirelessNumber: 9725550101, accountZip: 75001, captchaToken: true },
      { ...ENROLLABLE, captchaToken: ['a'] },
      { source: 'sales', requestParam: 'everything' },
      { source: 'sales', requestParam: { billingAccountNumber: { $ne: null }, fanNumber: FAN } },
      { fanNumber: ['00012345'], isTokenFlow: 'yes' },
    ];
    for (const write of WRITES) {
      // validateAccountType takes only optional fields (unknown ones are dropped): only wrong types are bad there
      const bad = write.url.includes('validateAccountType') ? bodies.slice(-1) : bodies;
      for (const body of bad) {
        const res = await send(write, JSON.stringify(body));
        expectClean(res, 400, `${write.url} ${JSON.stringify(body).slice(0, 60)}`);
        expect(res.json().errorId).toBe('VALIDATION_ERROR');
        expect(res.body).not.toContain('$ne');
      }
    }
  });

  it('oversize strings and an oversize body', async () => {
    const huge = 'x'.repeat(5000);
    for (const write of WRITES.filter((w) => !w.url.includes('validateAccountType'))) {
      const res = await send(
        write,
        JSON.stringify({
          ...ENROLLABLE,
          captchaToken: huge,
          source: huge,
          requestParam: { billingAccountNumber: huge },
        }),
      );
      expectClean(res, 400, `${write.url} oversize strings`);
    }
    const tooBig = await send(WRITES[0]!, JSON.stringify({ ...ENROLLABLE, pad: 'x'.repeat(1_100_000) }));
    expectClean(tooBig, 413, 'oversize body');
  });

  it('hostile strings in every field reach no 500 and store nothing', async () => {
    const hostile = ["' or 1=1 --", '<script>alert(1)</script>', '\u202e0101', '１１１１', '0x1F', '-1', '1e3'];
    for (const value of hostile) {
      const res = await t.app.inject({
        method: 'POST',
        url: enrollmentPaths.softAuthentication(),
        payload: { ssn: value, wirelessNumber: value, accountZip: value, captchaToken: await solvedCaptcha(t.app) },
      });
      expectClean(res, 400, value);
    }
    const { rows } = await t.app.db.query("select 1 from login_attempts where key like 'softauth%'");
    expect(rows).toEqual([]);
  });

  it('bad queries on the reads', async () => {
    for (const url of [
      '/msapi/customeridentification/v1/verificationStatus',
      `/msapi/customeridentification/v1/verificationStatus?verificationId=${'V'.repeat(65)}`,
      '/msapi/customeridentification/v1/fetchDecryptedFan?verificationId=',
      '/msapi/sales/websalesofferorchms/v1/offers/customerOffer',
      `/msapi/sales/websalesofferorchms/v1/offers/customerOffer?fanId=${'1'.repeat(200)}`,
      '/msapi/sales/websalesofferorchms/v1/offers/customerOffer?fanId=00012345&pageId=../../etc',
    ]) {
      expectClean(await t.app.inject({ method: 'GET', url }), 400, url);
    }
  });
});

describe('the enrollment calls are in the OpenAPI document', () => {
  it('documents every enrollment route with its schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const [path, method] of [
      ['/msapi/signatureenrollmentms/v1/softAuthentication', 'post'],
      ['/msapi/sales/signatureenrollmentms/v1/softAuthentication', 'post'],
      ['/msapi/signatureenrollmentms/v1/validateAccountType', 'post'],
      ['/msapi/signatureenrollmentms/v1/submitEnrollmentOrder', 'post'],
      ['/msapi/signatureenrollmentms/v1/captcha/challenge', 'get'],
      ['/msapi/microsites-orch-nodems/v1/webform/safeValidate', 'post'],
      ['/msapi/accountservices/v1/profile/info', 'get'],
      ['/msapi/wireless/v1/details/{id}', 'get'],
      ['/msapi/sales/websalesofferorchms/v1/offers/customerOffer', 'get'],
      ['/msapi/customeridentification/v1/verificationStatus', 'get'],
      ['/msapi/sales/customeridentification/v1/fetchDecryptedFan', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['enrollment']);
      expect(op.responses['200'], `${method} ${path}`).toBeDefined();
    }
    const soft = doc.paths['/msapi/signatureenrollmentms/v1/softAuthentication'].post;
    expect(JSON.stringify(soft.requestBody)).toContain('captchaToken');
  });
});
