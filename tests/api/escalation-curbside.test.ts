import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { REFERENCE_PATTERN } from '@carrier/shared/core';
import { ESCALATION_PATH, valuesToPayload, type EscalationValues } from '@carrier/shared/escalation';
import { BOPIS_CHECKIN_PATH, CURBSIDE_TEXTS, curbsideNotificationPath } from '@carrier/shared/curbside';
import { waitingAt } from '../../gateway/src/services/byodkiosk/index.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/** 002 §2.7, §2.8, §7: the escalation call and the curbside check-in calls, every outcome and bad input. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const values: EscalationValues = {
  firstName: 'Avery',
  lastName: 'Lin',
  email: 'avery.lin@example.com',
  phone: '555-555-0142',
  product: 'internet',
  accountNumber: '123456789',
  wirelessNumber: '',
  morning: true,
  evening: true,
  timeZone: 'PT',
  issueDetails: 'My internet has dropped every evening for two weeks; two technician visits did not fix it.',
};
const escalation = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: ESCALATION_PATH, payload: payload as object, headers });
const one = async <T>(sql: string, params: unknown[]) => (await t.app.db.query<T>(sql, params)).rows[0]!;

describe('POST …/webform/email/socialAdvocate', () => {
  it('stores the case, answers its reference as refId and queues the team e-mail', async () => {
    const res = await escalation(valuesToPayload(values, 'Social advocate escalation'));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['refId']);
    const { refId } = res.json() as { refId: string };
    expect(refId).toMatch(REFERENCE_PATTERN);
    expect(refId.startsWith('EC-')).toBe(true);
    const stored = await one<Record<string, unknown>>(
      `select id::text, first_name, account_number, best_time_to_contact, time_zone, product_value, locale
         from escalation_cases where reference = $1`,
      [refId],
    );
    expect(stored).toMatchObject({
      first_name: 'Avery',
      account_number: '123456789',
      best_time_to_contact: 'morning/evening',
      time_zone: 'PT',
      product_value: 'internet',
      locale: 'en-us',
    });
    const mail = await one<{ mail_to: string; subject: string; body: string }>(
      'select mail_to, subject, body from outbox_messages where source_ref = $1',
      [`escalation_cases/${stored.id}`],
    );
    expect(mail.mail_to).toBe('customer-advocacy@carrier.example');
    expect(mail.subject).toBe(`Escalation ${refId}: Social advocate escalation`);
    expect(mail.body).toContain(`Reference: ${refId}`);
    expect(mail.body).toContain('Account number: 123456789');
    expect(mail.body).toContain('Best time to contact: morning/evening (Pacific time)');
    expect(mail.body).toContain(values.issueDetails);
  });

  it('takes the wireless number as the account number for wireless, and keeps the page language', async () => {
    const payload = valuesToPayload(
      { ...values, product: 'wireless', accountNumber: '', wirelessNumber: '555.555.0199', evening: false },
      'Social advocate escalation',
    );
    const res = await escalation(payload, { 'content-language': 'es-US' });
    expect(res.statusCode).toBe(200);
    const stored = await one<{ account_number: string; locale: string; best_time_to_contact: string }>(
      'select account_number, locale, best_time_to_contact from escalation_cases where reference = $1',
      [res.json().refId],
    );
    expect(stored).toEqual({ account_number: '555.555.0199', locale: 'es-us', best_time_to_contact: 'morning' });
  });

  it('answers a case sent again under its submission key with the first reference, stored and mailed once', async () => {
    const payload = valuesToPayload({ ...values, firstName: 'Jordan' }, 'Social advocate escalation');
    const headers = { 'idempotency-key': 'escalation-key-0001' };
    const first = await escalation(payload, headers);
    const again = await escalation(payload, headers);
    expect(again.json().refId).toBe(first.json().refId);
    const counts = await one<{ cases: number; mails: number }>(
      `select (select count(*)::int from escalation_cases where first_name = 'Jordan') as cases,
              (select count(*)::int from outbox_messages where topic = 'escalation' and body like '%Jordan%') as mails`,
      [],
    );
    expect(counts).toEqual({ cases: 1, mails: 1 });
    const other = await escalation({ ...payload, FIRST_NAME: 'Jordana' }, headers);
    expect(other.statusCode).toBe(409);
  });

  it.each([
    ['a missing first name', { FIRST_NAME: '' }, 'FIRST_NAME', 'Enter your first name'],
    ['an account number with letters', { ACCOUNT_NUMBER: '12a45' }, 'ACCOUNT_NUMBER', 'Please enter only the number'],
    [
      'no account number for TV',
      { PRODUCT_VALUE: 'tv', ACCOUNT_NUMBER: '' },
      'ACCOUNT_NUMBER',
      'Enter your account number',
    ],
    ['a phone that is not one', { PHONE_NUMBER: '555-0142' }, 'PHONE_NUMBER', 'Enter a valid phone number'],
    ['a bad e-mail', { EMAIL_ADDRESS: 'avery@' }, 'EMAIL_ADDRESS', 'Enter a valid email address'],
    ['an unknown product', { PRODUCT_VALUE: 'satellite' }, 'PRODUCT_VALUE', 'Choose a product'],
    [
      'a wireless number over 12 characters',
      { PRODUCT_VALUE: 'wireless', ACCOUNT_NUMBER: '+1 555 555 0199' },
      'ACCOUNT_NUMBER',
      '',
    ],
    ['a description over 3000 characters', { ISSUE_DETAILS: 'x'.repeat(3001) }, 'ISSUE_DETAILS', ''],
    ['no contact time', { BESTTIME_TO_CONTACT: '' }, 'BESTTIME_TO_CONTACT', ''],
    ['a field the call does not have', { NOTES: 'x' }, '', ''],
  ])('refuses %s: 400 in the one error shape, nothing stored', async (_, change, field, message) => {
    const before = await one<{ n: number }>('select count(*)::int as n from escalation_cases', []);
    const res = await escalation({ ...valuesToPayload(values, 'S'), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errorId: string; message: string; status: number };
    expect(body.status).toBe(400);
    expect(body.errorId).toBeTruthy();
    if (field) expect(body.message).toContain(field === 'BESTTIME_TO_CONTACT' ? '' : message);
    expect((await one<{ n: number }>('select count(*)::int as n from escalation_cases', [])).n).toBe(before.n);
  });

  it('refuses a body that is not JSON, and one over its limit, never with a 500', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: ESCALATION_PATH,
      payload: '{"FIRST_NAME":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await escalation({ ...valuesToPayload(values, 'S'), ISSUE_DETAILS: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
  });
});

const ORDER = (n: number) => `21-10000000000000${n}`;
const car = (orderId: string) => ({
  ADITIONAL_INFO: '',
  CHECKIN_METHOD: 'CAR',
  GEO_LOCATION: '',
  ORDERID: orderId,
  PICKUPINFORMATION: 'Space 4 by the door',
  VEHICLECOLOR: 'Red',
  VEHICLETYPE: 'SUV',
});
const checkIn = (store: string, payload: unknown, headers: Record<string, string> = { appid: 'upperFunnel' }) =>
  t.app.inject({ method: 'POST', url: curbsideNotificationPath(store), payload: payload as object, headers });

describe('POST /msapi/byodkiosk/onlinePickup/curbsidenotification/{store}', () => {
  it.each([
    ['a ready order', 'D123', ORDER(1), 'READYFORCUSTOMERPICKUP'],
    ['an order being picked up', 'D123', ORDER(2), 'BEINGPICKEDUP'],
    ['a picked-up order', 'D123', ORDER(3), 'CUSTOMERPICKEDUP'],
    ['a cancelled order', 'D123', ORDER(4), 'CANCELLED'],
    ['an older cancelled order', 'D123', ORDER(5), 'Canceled'],
    ['an order not ready yet', 'D123', ORDER(6), 'ORDERNOTREADY'],
    ['a ready order at a store that cannot be notified', 'Q9', ORDER(7), 'NOTIFICATIONNOTSENT'],
    ['an order of another store', 'T45', ORDER(1), 'ORDERNOTFOUND'],
    ['an unknown order', 'D123', '21-199999999999999', 'ORDERNOTFOUND'],
  ])('answers %s (store %s, order %s) with content %s and keeps the check-in', async (_, store, orderId, content) => {
    const res = await checkIn(store, car(orderId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content });
    const row = await one<{ outcome: string; checkin_method: string; vehicle_type: string }>(
      `select outcome, checkin_method, vehicle_type from curbside_checkins
        where order_id = $1 and source = 'curbside' order by id desc limit 1`,
      [orderId],
    );
    expect(row).toEqual({ outcome: content, checkin_method: 'CAR', vehicle_type: 'SUV' });
  });

  it('keeps a storefront check-in’s location and notes, and shows who is waiting to the store', async () => {
    const res = await checkIn('t45', {
      ...car(ORDER(9)),
      CHECKIN_METHOD: 'STOREFRONT',
      PICKUPINFORMATION: 'Front door',
      ADITIONAL_INFO: 'Green umbrella',
      VEHICLECOLOR: '',
      VEHICLETYPE: '',
    });
    expect(res.json()).toEqual({ content: 'BEINGPICKEDUP' });
    const waiting = await waitingAt(t.app.db, 'T45');
    expect(waiting.map((w) => [w.orderId, w.customerName, w.method, w.pickupInformation])).toContainEqual([
      ORDER(9),
      'Alex Moreno',
      'STOREFRONT',
      'Front door',
    ]);
    // a picked-up or cancelled order is nobody waiting
    expect((await waitingAt(t.app.db, 'D123')).map((w) => w.orderId)).not.toContain(ORDER(3));
  });

  it.each([
    ['no appID header', 'D123', car(ORDER(1)), {}, CURBSIDE_TEXTS.en.appIdRequired],
    ['another appID', 'D123', car(ORDER(1)), { appid: 'kiosk' }, CURBSIDE_TEXTS.en.appIdRequired],
    ['a store of 6 characters', 'D12345', car(ORDER(1)), undefined, CURBSIDE_TEXTS.en.storeInvalid],
    ['a bad order number', 'D123', car('21-1234'), undefined, CURBSIDE_TEXTS.en.orderInvalid],
    [
      'a car without its parking text',
      'D123',
      { ...car(ORDER(1)), PICKUPINFORMATION: ' ' },
      undefined,
      CURBSIDE_TEXTS.en.parkingRequired,
    ],
    [
      'a car without its colour',
      'D123',
      { ...car(ORDER(1)), VEHICLECOLOR: '' },
      undefined,
      CURBSIDE_TEXTS.en.vehicleColorRequired,
    ],
    [
      'parking text over 200',
      'D123',
      { ...car(ORDER(1)), PICKUPINFORMATION: 'p'.repeat(201) },
      undefined,
      CURBSIDE_TEXTS.en.parkingTooLong,
    ],
    [
      'a storefront without its location',
      'D123',
      { ...car(ORDER(1)), CHECKIN_METHOD: 'STOREFRONT', PICKUPINFORMATION: '' },
      undefined,
      CURBSIDE_TEXTS.en.locationRequired,
    ],
    [
      'a storefront location over 200',
      'D123',
      { ...car(ORDER(1)), CHECKIN_METHOD: 'STOREFRONT', PICKUPINFORMATION: 'l'.repeat(201) },
      undefined,
      CURBSIDE_TEXTS.en.locationTooLong,
    ],
    ['an unknown method', 'D123', { ...car(ORDER(1)), CHECKIN_METHOD: 'BIKE' }, undefined, ''],
    ['a geo location', 'D123', { ...car(ORDER(1)), GEO_LOCATION: '40.7,-74.0' }, undefined, ''],
  ])('refuses %s: 400 in the spec’s words, nothing kept', async (_, store, payload, headers, message) => {
    const before = await one<{ n: number }>('select count(*)::int as n from curbside_checkins', []);
    const res = await checkIn(store, payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    expect((await one<{ n: number }>('select count(*)::int as n from curbside_checkins', [])).n).toBe(before.n);
  });
});

describe('the BOPIS check-in (the configured URL’s embedded default)', () => {
  const bopis = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: BOPIS_CHECKIN_PATH, payload: payload as object });

  it('answers the array of one payload from the order, and keeps its notes', async () => {
    const notes = 'Location: Front door; Notes: Blue jacket';
    const res = await bopis([{ orderNo: ORDER(8), storeId: 'T45', notes }]);
    expect(res.json()).toEqual({ content: 'READYFORCUSTOMERPICKUP' });
    const row = await one<{ notes: string; source: string }>(
      'select notes, source from curbside_checkins where order_id = $1 order by id desc limit 1',
      [ORDER(8)],
    );
    expect(row).toEqual({ notes, source: 'bopis' });
    expect((await bopis([{ orderNo: ORDER(4), storeId: 'D123', notes }])).json()).toEqual({ content: 'CANCELLED' });
  });

  it.each([
    ['two check-ins', [1, 2].map(() => ({ orderNo: ORDER(8), storeId: 'T45', notes: 'n' }))],
    ['none', []],
    ['an object, not an array', { orderNo: ORDER(8), storeId: 'T45', notes: 'n' }],
    ['notes over 1000 characters', [{ orderNo: ORDER(8), storeId: 'T45', notes: 'n'.repeat(1001) }]],
    ['no notes', [{ orderNo: ORDER(8), storeId: 'T45', notes: '' }]],
  ])('refuses %s', async (_, payload) => expect((await bopis(payload)).statusCode).toBe(400));

  it('is where the pages post BOPIS check-ins unless configured otherwise', async () => {
    const flags = await t.app.inject({ method: 'GET', url: '/config/flags' });
    expect(flags.json().curbsideBopisUrl).toBe(BOPIS_CHECKIN_PATH);
  });
});

describe('the write throttle and the configured BOPIS URL', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      PUBLIC_WRITES_PER_MINUTE: '2',
      CURBSIDE_BOPIS_URL: 'https://pickup.carrier.example/bopis/checkin',
    });
  });
  afterAll(() => limited.close());

  const from = (address: string, opts: InjectOptions) => limited.app.inject({ ...opts, remoteAddress: address });

  it('counts escalations and check-ins per address: the third in the minute is 429 with Retry-After', async () => {
    const send = (address: string) =>
      from(address, { method: 'POST', url: ESCALATION_PATH, payload: valuesToPayload(values, 'S') });
    expect((await send('192.0.2.71')).statusCode).toBe(200);
    const checkin = await from('192.0.2.71', {
      method: 'POST',
      url: curbsideNotificationPath('D123'),
      payload: car(ORDER(1)),
      headers: { appid: 'upperFunnel' },
    });
    expect(checkin.statusCode).toBe(200);
    const refused = await send('192.0.2.71');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorId).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('192.0.2.72')).statusCode).toBe(200);
  });

  it('gives the pages the configured URL and lets them connect to its origin', async () => {
    const flags = await limited.app.inject({ method: 'GET', url: '/config/flags' });
    expect(flags.json().curbsideBopisUrl).toBe('https://pickup.carrier.example/bopis/checkin');
    const page = await limited.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://pickup.carrier.example",
    );
  });
});
