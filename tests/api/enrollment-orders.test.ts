import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_ORDER_NUMBER_PATTERN,
  enrollmentPaths,
  type EnrollmentOrderRequest,
} from '@carrier/shared/discount-program';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  APPRECIATION,
  CONFLICT,
  CUSTOMER1_BAN,
  CUSTOMER2_BAN,
  ENROLLABLE,
  ENROLLABLE_2,
  ENROLLED,
  FAN,
  TEST_CAPTCHA,
  cookiePair,
  softAuth,
} from './support/enrollment.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TEST_CAPTCHA);
});
afterAll(() => t.close());

const order = (ban: string, fanNumber = FAN, extra: Partial<EnrollmentOrderRequest['requestParam']> = {}) => ({
  source: 'sales',
  requestParam: { billingAccountNumber: ban, fanNumber, isTokenFlow: true, ...extra },
});

async function provenBrowser(who: { wirelessNumber: string; ssn: string; accountZip: string }): Promise<string> {
  const res = await softAuth(t.app, who);
  expect(res.statusCode).toBe(200);
  return cookiePair(res, 'sig_enroll_proof')!;
}

const submit = (payload: unknown, cookie?: string, sales = false) =>
  t.app.inject({
    method: 'POST',
    url: enrollmentPaths.submitEnrollmentOrder(sales),
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('submitEnrollmentOrder after soft authentication', () => {
  it('stores an order and answers its number; a repeated submit answers the same number', async () => {
    const proof = await provenBrowser(ENROLLABLE);
    const first = await submit(
      order(ENROLLABLE.ban, FAN, { wirelessNumber: ENROLLABLE.wirelessNumber, verificationId: 'VRF-1004' }),
      proof,
    );
    expect(first.statusCode).toBe(200);
    const { customerOrderNumber } = first.json();
    expect(customerOrderNumber).toMatch(CUSTOMER_ORDER_NUMBER_PATTERN);
    expect(customerOrderNumber.slice(3, 11)).toBe(new Date().toISOString().slice(0, 10).replace(/-/g, ''));
    const again = await submit(order(ENROLLABLE.ban), proof, true);
    expect(again.json()).toEqual({ customerOrderNumber });
    const { rows } = await t.app.db.query<{ n: string }>(
      'select count(*)::text as n from enrollment_orders where billing_account_number = $1',
      [ENROLLABLE.ban],
    );
    expect(rows[0]!.n).toBe('1');
    // the enrolled customer now answers soft authentication with the order number
    const back = await softAuth(t.app, ENROLLABLE);
    expect(back.json()).toMatchObject({ status: 'success', customerOrderNumber });
  });

  it('answers the fixture order for the enrolled account, and an error (no order) for another FAN', async () => {
    const proof = await provenBrowser(ENROLLED);
    expect((await submit(order(ENROLLED.ban), proof)).json()).toEqual({ customerOrderNumber: ENROLLED.order });
    expect((await submit(order(ENROLLED.ban, '10000001'), proof)).json()).toEqual({
      status: 'error',
      errorIds: ['SIG-80013'],
    });
  });

  it('lets the SIG-80014 customer change discount, and the conflict customer take this FAN', async () => {
    for (const who of [APPRECIATION, CONFLICT]) {
      const proof = await provenBrowser(who);
      const res = await submit(order(who.ban), proof);
      expect(res.json().customerOrderNumber).toMatch(CUSTOMER_ORDER_NUMBER_PATTERN);
    }
    // both accounts are now tied to this FAN, and the appreciation discount is gone
    expect((await softAuth(t.app, CONFLICT)).json().accountInfo.existingFan).toBe(true);
    expect((await softAuth(t.app, APPRECIATION)).json().status).toBe('success');
  });

  it('answers a blocked account with its error id and stores nothing', async () => {
    // the hard stop customer (best discount) proves the account but cannot enroll it
    const proof = await provenBrowser({ wirelessNumber: '9725550110', ssn: '1010', accountZip: '75010' });
    expect((await submit(order('287243560110'), proof)).json()).toEqual({ status: 'error', errorIds: ['SIG-80013'] });
    const { rows } = await t.app.db.query('select 1 from enrollment_orders where billing_account_number = $1', [
      '287243560110',
    ]);
    expect(rows).toEqual([]);
  });
});

describe('ownership: only the account this browser proved, or the signed-in owner’s', () => {
  const refused = {
    errorId: 'ACCOUNT_NOT_PROVEN',
    message: 'Confirm your wireless account first: sign in, or enter your wireless number, SSN and ZIP code.',
    status: 403,
  };

  it('refuses a browser without a proof, with a made-up proof, or with an expired one', async () => {
    expect((await submit(order(ENROLLABLE_2.ban))).json()).toEqual(refused);
    expect((await submit(order(ENROLLABLE_2.ban), 'sig_enroll_proof=' + 'A'.repeat(43))).json()).toEqual(refused);
    const proof = await provenBrowser(ENROLLABLE_2);
    await t.app.db.query("update soft_auth_proofs set expires_at = now() - interval '1 second'");
    expect((await submit(order(ENROLLABLE_2.ban), proof)).json()).toEqual(refused);
  });

  it('lets a soft-authenticated browser enroll only the account it proved', async () => {
    const proof = await provenBrowser(ENROLLABLE_2);
    for (const ban of [CUSTOMER1_BAN, CUSTOMER2_BAN, '287243560199', '999999999']) {
      const res = await submit(order(ban), proof);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    expect((await submit(order(ENROLLABLE_2.ban), proof)).statusCode).toBe(200);
  });

  it('lets a signed-in customer enroll their own account and no one else’s', async () => {
    const customer2 = await t.login('customer2');
    const mine = await customer2.inject({
      method: 'POST',
      url: enrollmentPaths.submitEnrollmentOrder(),
      payload: order(CUSTOMER2_BAN),
    });
    expect(mine.json().customerOrderNumber).toMatch(CUSTOMER_ORDER_NUMBER_PATTERN);
    const theirs = await customer2.inject({
      method: 'POST',
      url: enrollmentPaths.submitEnrollmentOrder(),
      payload: order(CUSTOMER1_BAN),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(refused);
    const employee = await t.login('writer');
    const asEmployee = await employee.inject({
      method: 'POST',
      url: enrollmentPaths.submitEnrollmentOrder(),
      payload: order(CUSTOMER1_BAN),
    });
    expect(asEmployee.statusCode).toBe(403);
  });

  it('needs the CSRF token from a signed-in browser', async () => {
    const customer1 = await t.login('customer1');
    const res = await t.app.inject({
      method: 'POST',
      url: enrollmentPaths.submitEnrollmentOrder(),
      headers: { cookie: customer1.cookie },
      payload: order(CUSTOMER1_BAN),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorId).toBe('CSRF_REJECTED');
  });
});

describe('signed in: profile info, wireless details, validate account type', () => {
  it('answers customer1’s wireless account in focus, its details, and its account type', async () => {
    const c1 = await t.login('customer1');
    const profile = await c1.inject({ method: 'GET', url: enrollmentPaths.profileInfo() });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      acctInfocus: CUSTOMER1_BAN,
      acctInfocusType: 'WIRELESS',
      firstName: 'Jordan',
      lastName: 'Ellison',
      emailAddress: 'jordan.ellison@example.com',
    });
    const details = await c1.inject({ method: 'GET', url: enrollmentPaths.wirelessDetails(CUSTOMER1_BAN) });
    expect(details.json()).toEqual({
      content: [
        {
          billingFirstName: 'Jordan',
          billingLastName: 'Ellison',
          emailAddress: 'jordan.ellison@example.com',
          addresses: [
            { addressLine1: '1200 Main Street', addressLine2: 'Apt 4B', city: 'Dallas', state: 'TX', zipCode: '75201' },
          ],
        },
      ],
    });
    for (const sales of [false, true]) {
      const type = await c1.inject({
        method: 'POST',
        url: enrollmentPaths.validateAccountType(sales),
        payload: { fanNumber: FAN, isTokenFlow: true },
      });
      expect(type.statusCode).toBe(200);
      expect(type.json()).toEqual({
        status: 'success',
        errorIds: [],
        accountInfo: { billingMarket: 'DLS', billingAccountNumber: CUSTOMER1_BAN, existingFan: true },
      });
    }
  });

  it('answers a customer whose account in focus is not wireless: UVERSE, and validateAccountType 404', async () => {
    const nw = await t.login('nowireless');
    expect((await nw.inject({ method: 'GET', url: enrollmentPaths.profileInfo() })).json()).toMatchObject({
      acctInfocus: '131000720066',
      acctInfocusType: 'UVERSE',
    });
    const type = await nw.inject({ method: 'POST', url: enrollmentPaths.validateAccountType(), payload: {} });
    expect(type.statusCode).toBe(404);
    expect(type.json().errorId).toBe('ACCOUNT_NOT_FOUND');
  });

  it('answers another customer’s, an unknown and a malformed account number with the same 404', async () => {
    const c1 = await t.login('customer1');
    for (const id of [CUSTOMER2_BAN, ENROLLABLE.ban, '123456789', 'abc']) {
      const res = await c1.inject({ method: 'GET', url: enrollmentPaths.wirelessDetails(id) });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        errorId: 'ACCOUNT_NOT_FOUND',
        message: 'No wireless account of yours has this number.',
        status: 404,
      });
    }
  });

  it('asks a visitor to sign in', async () => {
    for (const [method, url] of [
      ['GET', enrollmentPaths.profileInfo()],
      ['GET', enrollmentPaths.wirelessDetails(CUSTOMER1_BAN)],
      ['POST', enrollmentPaths.validateAccountType()],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers.location).toMatch(/^\/signin/);
    }
  });
});
