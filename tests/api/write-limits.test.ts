import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { pageDocumentSchema } from '@carrier/shared/content';
import {
  buildDefaultPayload,
  buildRetailerPayload,
  chunkFormData,
  FORM_LIMITS,
  formDefinitionSchema,
  type FieldValue,
  type FormDefinition,
} from '@carrier/shared/forms';
import { FIXTURE_PASSWORD, startTestApp, type Caller, type TestApp } from './support/app.ts';
import { CONTACT_US_VALUES, FORMS_PREFIX, RETAILER_VALUES } from './support/forms.ts';
import { PREFIXES } from './support/fan-tools.ts';
import { countWrite, sweepWriteCounters } from '../../gateway/src/plugins/write-counter-store.ts';
import { C1, militaryBody, restoreFields, WAIVER_URL, MILITARY_URL } from './support/self-service.ts';

const CONTACT = { pagePath: '/contact-us', formId: 'contact-us-form', formName: 'contactUs' };
const RETAILER = {
  pagePath: '/authorized-retailer',
  formId: 'authorized-retailer-form',
  formName: 'authorizedRetailer',
};

const contactValues = CONTACT_US_VALUES;
const retailerValues = RETAILER_VALUES;

async function definitionOf(t: TestApp, pagePath: string, formId: string): Promise<FormDefinition> {
  const res = await t.app.inject({ method: 'GET', url: `/content/pages?path=${encodeURIComponent(pagePath)}` });
  const doc = pageDocumentSchema.parse(res.json());
  return formDefinitionSchema.parse(doc.panels.flatMap((p) => p.components).find((c) => c.id === formId)!.props);
}

const submitUrl = (def: FormDefinition, form: { pagePath: string; formId: string }) =>
  `${def.api}?pagePath=${encodeURIComponent(form.pagePath)}&formId=${form.formId}`;

const count = async (t: TestApp, table: string, where = 'true', params: unknown[] = []) =>
  (await t.app.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params)).rows[0]!.n;

/** Property names a caller may add that no form declares, each holding `size` characters. */
const unknownKeys = (n: number, size: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`extra_${i}`, `unknown-${i}-`.padEnd(size, 'x')]));

function expectOneShape(body: unknown, status: number, errorId: string) {
  expect(body).toEqual({ errorId, message: expect.any(String), status });
}

describe('generic forms store only their declared fields, each within its bound', () => {
  let t: TestApp;
  let contact: FormDefinition;
  let retailer: FormDefinition;
  beforeAll(async () => {
    t = await startTestApp();
    contact = await definitionOf(t, CONTACT.pagePath, CONTACT.formId);
    retailer = await definitionOf(t, RETAILER.pagePath, RETAILER.formId);
  });
  afterAll(() => t.close());

  const post = (def: FormDefinition, form: typeof CONTACT, payload: unknown) =>
    t.app.inject({ method: 'POST', url: submitUrl(def, form), payload: payload as object });
  const stored = (formName: string) => count(t, 'form_submissions', 'form_name = $1', [formName]);
  const lastRow = async (formName: string) =>
    (
      await t.app.db.query<{ payload: unknown; field_values: Record<string, FieldValue> }>(
        'select payload, field_values from form_submissions where form_name = $1 order by id desc limit 1',
        [formName],
      )
    ).rows[0]!;
  const asObject = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

  it('refuses a body of 1 MB of unknown keys unread: 413 in the one shape, naming the limit; nothing stored', async () => {
    for (const [def, form, payload] of [
      [contact, CONTACT, { ...buildDefaultPayload(contact, contactValues), ...unknownKeys(1024, 1024) }],
      [retailer, RETAILER, { ...buildRetailerPayload(retailer, retailerValues), ...unknownKeys(1024, 1024) }],
    ] as const) {
      const before = await stored(form.formName);
      const res = await post(def, form, payload);
      expect(res.statusCode).toBe(413);
      expectOneShape(res.json(), 413, 'PAYLOAD_TOO_LARGE');
      expect(res.json().message).toContain(`at most ${FORM_LIMITS.bodyBytes} bytes`);
      expect(await stored(form.formName)).toBe(before);
    }
  });

  it('a body under the limit with unknown keys: stores the declared fields only (the row holds no unknown key or text)', async () => {
    const extras = unknownKeys(80, 1000); // 80 kB of keys no form declares
    const before = await stored(RETAILER.formName);
    const res = await post(retailer, RETAILER, { ...buildRetailerPayload(retailer, retailerValues), ...extras });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(RETAILER.formName)).toBe(before + 1);
    const row = await lastRow(RETAILER.formName);
    expect(row.field_values).toEqual(retailerValues);
    expect(asObject(row.payload)).toEqual(buildRetailerPayload(retailer, retailerValues));
    expect(JSON.stringify(row)).not.toContain('unknown-');

    // default type: unknown keys beside formdata, and a pair no field declares ahead of the declared ones
    const sent = buildDefaultPayload(contact, contactValues);
    const pairs = [sent.formdata, sent.formdata2, sent.formdata3, sent.formdata4, sent.formdata5].join('');
    const [formdata, formdata2, formdata3, formdata4, formdata5] = chunkFormData(
      `junk: ${'z'.repeat(15_000)}\n${pairs}`,
    );
    const res2 = await post(contact, CONTACT, {
      ...extras,
      CommonData: { AppName: 'CommonServices' },
      formdata,
      formdata2,
      formdata3,
      formdata4,
      formdata5,
      source: contact.formName,
    });
    expect(res2.statusCode, res2.body).toBe(200);
    const row2 = await lastRow(CONTACT.formName);
    expect(row2.field_values).toEqual(contactValues);
    expect(asObject(row2.payload)).toEqual(buildDefaultPayload(contact, contactValues));
    expect(JSON.stringify(row2)).not.toMatch(/unknown-|zzzz/);
  });

  it('refuses a declared field over its bound, an option not in its list, or text for a checkbox: 400, nothing stored', async () => {
    const cases: Array<[FormDefinition, typeof CONTACT, Record<string, FieldValue>, string]> = [
      // maxLength from the field's validation
      [
        retailer,
        RETAILER,
        { ...retailerValues, businessName: 'B'.repeat(101) },
        '(businessName: Your business name can be up to 100 characters)',
      ],
      // no maxLength of its own: the default bound by kind
      [
        retailer,
        RETAILER,
        { ...retailerValues, taxId: '1'.repeat(FORM_LIMITS.fieldChars + 1) },
        `(taxId: Cannot exceed ${FORM_LIMITS.fieldChars} characters)`,
      ],
      // blank text is bounded too
      [
        retailer,
        RETAILER,
        { ...retailerValues, website: ' '.repeat(FORM_LIMITS.fieldChars + 1) },
        `(website: Cannot exceed ${FORM_LIMITS.fieldChars} characters)`,
      ],
      [retailer, RETAILER, { ...retailerValues, storeCount: 'a thousand' }, '(storeCount:'],
      [retailer, RETAILER, { ...retailerValues, terms: 'yes, and much more text' }, '(terms:'],
      [contact, CONTACT, { ...contactValues, message: 'm'.repeat(3001) }, '(message:'],
      [contact, CONTACT, { ...contactValues, contactTime: 'midnight' }, '(contactTime:'],
      [
        contact,
        CONTACT,
        { ...contactValues, pageSource: 'p'.repeat(FORM_LIMITS.fieldChars + 1) },
        `(pageSource: Cannot exceed ${FORM_LIMITS.fieldChars} characters)`,
      ],
    ];
    for (const [def, form, values, said] of cases) {
      const before = await stored(form.formName);
      const body =
        def.formType === 'authorizedRetailerForm'
          ? buildRetailerPayload(def, values)
          : buildDefaultPayload(def, values);
      const res = await post(def, form, body);
      expect(res.statusCode, `${said}: ${res.body}`).toBe(400);
      expectOneShape(res.json(), 400, res.json().errorId);
      expect(res.json().message).toContain(said);
      expect(await stored(form.formName)).toBe(before);
    }
  });
});

describe('the write throttle, per client address (TRUST_PROXY: one proxy in front)', () => {
  let t: TestApp;
  let contact: FormDefinition;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '3', CUSTOMER_WRITES_PER_HOUR: '100', TRUST_PROXY: '1' });
    contact = await definitionOf(t, CONTACT.pagePath, CONTACT.formId);
  });
  afterAll(() => t.close());

  const from = (client: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...opts.headers, 'x-forwarded-for': client } });
  const submit = (client: string) =>
    from(client, {
      method: 'POST',
      url: submitUrl(contact, CONTACT),
      payload: buildDefaultPayload(contact, contactValues),
    });

  it('the fourth anonymous submit from one address in the minute: 429 in the one shape with Retry-After, nothing stored; another address passes', async () => {
    for (let i = 0; i < 3; i++) expect((await submit('203.0.113.10')).statusCode).toBe(200);
    const before = await count(t, 'form_submissions');
    const refused = await submit('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expectOneShape(refused.json(), 429, 'TOO_MANY_REQUESTS');
    expect(refused.json().message).toMatch(
      /^Too many requests in a short time\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await count(t, 'form_submissions')).toBe(before);

    expect((await submit('203.0.113.11')).statusCode).toBe(200);
    expect(await count(t, 'form_submissions')).toBe(before + 1);
  });

  it('reads, sign-in and employee writes from that address are not counted by it', async () => {
    for (let i = 0; i < 3; i++) await submit('203.0.113.20');
    expect((await submit('203.0.113.20')).statusCode).toBe(429);
    const read = await from('203.0.113.20', { method: 'GET', url: `/content/pages?path=/contact-us` });
    expect(read.statusCode).toBe(200);
    const search = await from('203.0.113.20', { method: 'GET', url: `${FORMS_PREFIX}/organisations/search/amb` });
    expect(search.statusCode).toBe(200);
    const signIn = await from('203.0.113.20', {
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'writer', password: 'Signature-2026!' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.headers['set-cookie']!.toString().match(/sid=[^;]+/)![0];
    for (let i = 0; i < 4; i++) {
      const write = await from('203.0.113.20', {
        method: 'POST',
        url: `${PREFIXES[1]}fan/token/generate`,
        headers: { cookie, 'x-csrf-token': signIn.json().csrfToken },
        payload: { fanId: '10000002', updateReason: 'Link was forwarded outside the company.' },
      });
      expect(write.statusCode, write.body).toBe(200);
    }
  });
});

describe('the write throttle without a trusted proxy', () => {
  let t: TestApp;
  let contact: FormDefinition;
  let c1: Caller;
  let c2: Caller;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '2', CUSTOMER_WRITES_PER_HOUR: '100' });
    contact = await definitionOf(t, CONTACT.pagePath, CONTACT.formId);
    c1 = await t.login('customer1');
    c2 = await t.login('customer2');
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not make a new address', async () => {
    const send = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: submitUrl(contact, CONTACT),
        remoteAddress: '198.51.100.30',
        headers: { 'x-forwarded-for': forged },
        payload: buildDefaultPayload(contact, contactValues),
      });
    expect((await send('192.0.2.1')).statusCode).toBe(200);
    expect((await send('192.0.2.2')).statusCode).toBe(200);
    expect((await send('192.0.2.3')).statusCode).toBe(429);
  });

  it('customer writes count per address too: two customers behind one address share its bound', async () => {
    const waiver = (caller: Caller) =>
      caller.inject({
        method: 'POST',
        url: WAIVER_URL,
        remoteAddress: '198.51.100.40',
        payload: {
          requestType: 'resume_service',
          accounts: [{ product: 'UVERSE', productOptions: ['INTERNET'], productKey: C1.uverseKey, action: 'resume' }],
        },
      });
    expect((await waiver(c1)).statusCode).toBe(200);
    const before = await count(t, 'waiver_requests');
    expect((await waiver(c1)).statusCode).toBe(200);
    const third = await c2.inject({
      method: 'POST',
      url: MILITARY_URL,
      remoteAddress: '198.51.100.40',
      ...militaryBody(restoreFields()),
    });
    expect(third.statusCode).toBe(429);
    expectOneShape(third.json(), 429, 'TOO_MANY_REQUESTS');
    expect(await count(t, 'waiver_requests')).toBe(before + 1);
  });
});

describe('the write throttle, per customer account across addresses', () => {
  let t: TestApp;
  let contact: FormDefinition;
  let c1: Caller;
  let c2: Caller;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '100', CUSTOMER_WRITES_PER_HOUR: '3' });
    contact = await definitionOf(t, CONTACT.pagePath, CONTACT.formId);
    c1 = await t.login('customer1');
    c2 = await t.login('customer2');
  });
  afterAll(() => t.close());

  const waiverBody = {
    requestType: 'resume_service',
    accounts: [{ product: 'UVERSE', productOptions: ['INTERNET'], productKey: C1.uverseKey, action: 'resume' }],
  };

  it('the waiver, the military form and a signed-in form submit share the bound; the next from a new address is 429, nothing stored', async () => {
    const waiver = await c1.inject({
      method: 'POST',
      url: WAIVER_URL,
      remoteAddress: '192.0.2.51',
      payload: waiverBody,
    });
    expect(waiver.statusCode, waiver.body).toBe(200);
    const military = await c1.inject({
      method: 'POST',
      url: MILITARY_URL,
      remoteAddress: '192.0.2.52',
      ...militaryBody(restoreFields()),
    });
    expect(military.statusCode, military.body).toBe(200);
    const form = await c1.inject({
      method: 'POST',
      url: submitUrl(contact, CONTACT),
      remoteAddress: '192.0.2.53',
      payload: buildDefaultPayload(contact, contactValues),
    });
    expect(form.statusCode, form.body).toBe(200);

    const tables = ['waiver_requests', 'military_requests', 'form_submissions', 'outbox_messages'];
    const before = await Promise.all(tables.map((table) => count(t, table)));
    const refusals = [
      await c1.inject({ method: 'POST', url: WAIVER_URL, remoteAddress: '192.0.2.54', payload: waiverBody }),
      await c1.inject({
        method: 'POST',
        url: MILITARY_URL,
        remoteAddress: '192.0.2.55',
        ...militaryBody(restoreFields()),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(429);
      expectOneShape(refused.json(), 429, 'TOO_MANY_REQUESTS');
      // the account's window is an hour
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(refused.json().message).toMatch(/Please wait \d+ minutes? and try again\./);
    }
    expect(await Promise.all(tables.map((table) => count(t, table)))).toEqual(before);

    // another customer, and the same address anonymously, still pass
    const other = await c2.inject({
      method: 'POST',
      url: submitUrl(contact, CONTACT),
      remoteAddress: '192.0.2.54',
      payload: buildDefaultPayload(contact, contactValues),
    });
    expect(other.statusCode, other.body).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: submitUrl(contact, CONTACT),
      remoteAddress: '192.0.2.54',
      payload: buildDefaultPayload(contact, contactValues),
    });
    expect(anonymous.statusCode).toBe(200);
  });
});

describe('which writes the throttle counts: every public or customer write the app has, from its access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_WRITES_PER_MINUTE: '1',
      CUSTOMER_WRITES_PER_HOUR: '100000',
      SIGN_INS_PER_MINUTE: '1',
    });
  });
  afterAll(() => t.close());

  it('a second write to each from one address is 429, sign-in under its own bound too', async () => {
    const writes = t.app.routeTable.filter(
      (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && (r.access === 'public' || r.access === 'customer'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(4);
    const customer = await t.login('customer1');
    const notThrottled: string[] = [];
    for (const [i, route] of writes.entries()) {
      const url = route.url.replace(/:\w+/g, 'x');
      const send = () =>
        customer.inject({ method: route.method as 'POST', url, remoteAddress: `10.9.${i}.1`, payload: {} });
      await send();
      const second = await send();
      if (second.statusCode !== 429) notThrottled.push(`${route.method} ${route.url}`);
      else expect(second.json()).toMatchObject({ errorId: 'TOO_MANY_REQUESTS', status: 429 });
    }
    expect(notThrottled).toEqual([]);
  });
});

describe('sign-ins per address (SIGN_INS_PER_MINUTE): each right one keeps a session, so all are bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_INS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  const signIn = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress,
      payload: { username: 'customer2', password },
    });
  const sessions = async () =>
    (await t.app.db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;

  it('takes three a minute from one address, right or wrong, then answers 429 with Retry-After and keeps nothing', async () => {
    expect((await signIn(FIXTURE_PASSWORD, '203.0.113.80')).statusCode).toBe(200);
    expect((await signIn('wrong-password', '203.0.113.80')).statusCode).toBe(401);
    expect((await signIn(FIXTURE_PASSWORD, '203.0.113.80')).statusCode).toBe(200);
    const before = await sessions();
    const fourth = await signIn(FIXTURE_PASSWORD, '203.0.113.80');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      errorId: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many requests in a short time\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
      ),
      status: 429,
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before);
    // another address signs in as before
    expect((await signIn(FIXTURE_PASSWORD, '203.0.113.81')).statusCode).toBe(200);
  });
});

describe('the write counters in the store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('count in the open window, start again at 1 once it ends, and ended windows are swept away', async () => {
    const db = t.app.db;
    const first = await countWrite(db, 'address:192.0.2.200', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await countWrite(db, 'address:192.0.2.200', 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await countWrite(db, 'address:192.0.2.200', 300)).current).toBe(1);
    await countWrite(db, 'address:192.0.2.201', 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await sweepWriteCounters(db);
    const { rows } = await db.query<{ key: string }>(
      "select key from write_counters where key like 'address:192.0.2.20%' order by key",
    );
    expect(rows.map((r) => r.key)).toEqual(['address:192.0.2.201']);
  });
});
