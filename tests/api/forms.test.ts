import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { localIsoDate } from '@carrier/shared/core';
import {
  buildDefaultPayload,
  buildRetailerPayload,
  formDefinitionSchema,
  type FormDefinition,
} from '@carrier/shared/forms';
import { pageDocumentSchema } from '@carrier/shared/content';
import { authStateExpiry, hasAccountNumber, isSignedIn } from '@carrier/shared/access';
import { startTestApp, type TestApp } from './support/app.ts';
import { AUTH_DETAILS_PREFIX, CONTACT_US_VALUES, FORMS_PREFIX, RETAILER_VALUES } from './support/forms.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let login: TestApp['login'];

beforeAll(async () => {
  ({ app, close, login } = await startTestApp());
});
afterAll(async () => close());

async function definitionOf(pagePath: string, formId: string): Promise<FormDefinition> {
  const res = await app.inject({ method: 'GET', url: `/content/pages?path=${encodeURIComponent(pagePath)}` });
  expect(res.statusCode).toBe(200);
  const doc = pageDocumentSchema.parse(res.json());
  const component = doc.panels.flatMap((p) => p.components).find((c) => c.id === formId)!;
  return formDefinitionSchema.parse(component.props);
}

const submit = (
  url: string,
  pagePath: string,
  formId: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `${url}?pagePath=${encodeURIComponent(pagePath)}&formId=${formId}`,
    payload: payload as object,
    headers,
  });

const count = async (formName: string) =>
  Number(
    (
      await app.db.query<{ n: string }>('select count(*)::text as n from form_submissions where form_name = $1', [
        formName,
      ])
    ).rows[0]!.n,
  );

describe('contact-us (default form type, 002 §7)', () => {
  const good = CONTACT_US_VALUES;

  it('stores a valid submission and answers 200', async () => {
    const def = await definitionOf('/contact-us', 'contact-us-form');
    const before = await count('contactUs');
    const res = await submit(def.api!, '/contact-us', 'contact-us-form', buildDefaultPayload(def, good));
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('contactUs')).toBe(before + 1);
    const row = (
      await app.db.query<{ field_values: Record<string, string> }>(
        'select field_values from form_submissions where form_name = $1 order by id desc limit 1',
        ['contactUs'],
      )
    ).rows[0]!;
    expect(row.field_values.message).toBe(good.message);
  });

  it('re-checks the rules of the stored definition (with the page’s own messages): an invalid form is refused and not stored', async () => {
    const def = await definitionOf('/contact-us', 'contact-us-form');
    const before = await count('contactUs');
    const res = await submit(
      def.api!,
      '/contact-us',
      'contact-us-form',
      buildDefaultPayload(def, { ...good, email: 'not-an-email' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorId: 'FORM_INVALID' });
    expect(res.json().message).toContain('Enter an email address like name@example.com');
    expect(await count('contactUs')).toBe(before);
  });

  it('accepts a type-ahead value only when it is an organisation in the store', async () => {
    const def = await definitionOf('/contact-us', 'contact-us-form');
    const bad = await submit(
      def.api!,
      '/contact-us',
      'contact-us-form',
      buildDefaultPayload(def, { ...good, organisation: 'Made Up Org' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose your employer or organisation from the list');
    const ok = await submit(
      def.api!,
      '/contact-us',
      'contact-us-form',
      buildDefaultPayload(def, { ...good, organisation: 'Amberly Analytics Group' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an unknown form, a form posted to another endpoint, and a body that is not the contract', async () => {
    const def = await definitionOf('/contact-us', 'contact-us-form');
    expect((await submit(def.api!, '/contact-us', 'nope', buildDefaultPayload(def, good))).statusCode).toBe(404);
    expect(
      (
        await submit(
          `${FORMS_PREFIX}/webform/authorizedretailer`,
          '/contact-us',
          'contact-us-form',
          buildDefaultPayload(def, good),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await submit(def.api!, '/contact-us', 'contact-us-form', { CommonData: { AppName: 'x' }, source: 'contactUs' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a cross-site post', async () => {
    const def = await definitionOf('/contact-us', 'contact-us-form');
    const res = await submit(def.api!, '/contact-us', 'contact-us-form', buildDefaultPayload(def, good), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('authorized retailer (authorizedRetailerForm, 002 §7)', () => {
  const good = RETAILER_VALUES;

  it('answers Result.Code S0000 and stores the submission', async () => {
    const def = await definitionOf('/authorized-retailer', 'authorized-retailer-form');
    const before = await count('authorizedRetailer');
    const res = await submit(
      def.api!,
      '/authorized-retailer',
      'authorized-retailer-form',
      buildRetailerPayload(def, good),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Result.Code).toBe('S0000');
    expect(await count('authorizedRetailer')).toBe(before + 1);
  });

  it('refuses a required checkbox left unticked and a date before today', async () => {
    const def = await definitionOf('/authorized-retailer', 'authorized-retailer-form');
    const unticked = await submit(
      def.api!,
      '/authorized-retailer',
      'authorized-retailer-form',
      buildRetailerPayload(def, { ...good, terms: null }),
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain('Tick the box to confirm that your information is correct');
    const past = await submit(
      def.api!,
      '/authorized-retailer',
      'authorized-retailer-form',
      buildRetailerPayload(def, { ...good, openingDate: '2020-01-01' }),
    );
    expect(past.json().message).toContain('Choose today or a later date');
  });
});

describe('references and submission keys (002 §7 generic forms)', () => {
  const good = { ...CONTACT_US_VALUES, message: 'Please call me about my bill.' };
  const send = async (values: typeof good, key?: string, headers: Record<string, string> = {}) => {
    const def = await definitionOf('/contact-us', 'contact-us-form');
    return submit(def.api!, '/contact-us', 'contact-us-form', buildDefaultPayload(def, values), {
      ...(key ? { 'idempotency-key': key } : {}),
      ...headers,
    });
  };
  const withKey = async (key: string) =>
    (
      await app.db.query<{ id: string; reference: string }>(
        'select id::text, reference from form_submissions where idempotency_key = $1',
        [key],
      )
    ).rows;

  it('answers the submissionId with a reference beside it; the retailer form keeps its Result', async () => {
    const res = await send(good);
    expect(res.json()).toEqual({
      submissionId: expect.any(String),
      reference: expect.stringMatching(/^WF-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      alreadyReceived: false,
    });
    const stored = await app.db.query<{ reference: string }>('select reference from form_submissions where id = $1', [
      res.json().submissionId,
    ]);
    expect(stored.rows[0]!.reference).toBe(res.json().reference);
    const def = await definitionOf('/authorized-retailer', 'authorized-retailer-form');
    const retailer = await submit(
      def.api!,
      '/authorized-retailer',
      'authorized-retailer-form',
      buildRetailerPayload(def, {
        businessName: 'Corner Phones',
        taxId: '12-3456789',
        contactName: 'Sam Lee',
        contactEmail: 'sam@corner.example',
        contactPhone: '555.987.6543',
        storeCount: '2-5',
        openingDate: localIsoDate(),
        website: '',
        terms: true,
      }),
    );
    expect(retailer.json()).toEqual({
      Result: { Code: 'S0000', Description: 'Success' },
      submissionId: expect.any(String),
      reference: expect.stringMatching(/^WF-/),
      alreadyReceived: false,
    });
  });

  it('stores a form sent twice under one key once and answers the first reference again', async () => {
    const key = randomUUID();
    const before = await count('contactUs');
    const first = await send(good, key);
    const again = await send(good, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadyReceived: true });
    expect(await count('contactUs')).toBe(before + 1);
    expect(await withKey(key)).toEqual([{ id: first.json().submissionId, reference: first.json().reference }]);
  });

  it('two sends of one key at the same moment store one row', async () => {
    const key = randomUUID();
    const answers = await Promise.all([send(good, key), send(good, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json());
    expect(a.reference).toBe(b.reference);
    expect([a.alreadyReceived, b.alreadyReceived].sort()).toEqual([false, true]);
    expect(await withKey(key)).toHaveLength(1);
  });

  it('answers the key with other answers, or from another submitter, 409 and stores nothing', async () => {
    const key = randomUUID();
    await send(good, key);
    const before = await count('contactUs');
    const changed = await send({ ...good, message: 'Something else entirely.' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      errorId: 'SUBMISSION_KEY_REUSED',
      message: expect.stringContaining('Start a new request'),
      status: 409,
    });
    const customer = await login('customer1');
    const def = await definitionOf('/contact-us', 'contact-us-form');
    const someoneElse = await customer.inject({
      method: 'POST',
      url: `${def.api!}?pagePath=%2Fcontact-us&formId=contact-us-form`,
      payload: buildDefaultPayload(def, good),
      headers: { 'idempotency-key': key },
    });
    expect(someoneElse.statusCode).toBe(409);
    expect(someoneElse.body).not.toContain('WF-');
    expect(await count('contactUs')).toBe(before);
  });

  it('refuses an odd key with 400 and stores nothing; no key at all is accepted', async () => {
    const before = await count('contactUs');
    for (const key of ['short', 'z'.repeat(129), 'two words here']) {
      const res = await send(good, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toContain('Idempotency-Key');
    }
    expect(await count('contactUs')).toBe(before);
    expect((await send(good)).statusCode).toBe(200);
  });
});

describe('content with a form definition error (002 §5)', () => {
  it('is refused when served, naming the rule', async () => {
    const doc = {
      path: '/broken-form',
      locale: 'en-us',
      title: 'Broken',
      panels: [
        {
          type: 'stack',
          components: [
            {
              type: 'genericForm',
              id: 'f',
              props: {
                formData: [
                  { id: 'a', kind: 'textField' },
                  { id: 'a', kind: 'textField' },
                ],
              },
            },
          ],
        },
      ],
    };
    await app.db.query('insert into content_documents (path, locale, document) values ($1, $2, $3)', [
      doc.path,
      doc.locale,
      JSON.stringify(doc),
    ]);
    const res = await app.inject({ method: 'GET', url: '/content/pages?path=/broken-form' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errorId: 'CONTENT_INVALID',
      message: 'The content of this page is not valid: form f: a is a duplicate id',
      status: 500,
    });
  });
});

describe('organisation search (002 §7 type-ahead)', () => {
  it('answers orgSearchResult with name and word prefix matches, prefix first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${FORMS_PREFIX}/organisations/search/${encodeURIComponent('amberly a')}`,
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().orgSearchResult.map((o: { orgName: string }) => o.orgName);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('amberly a');
    const word = await app.inject({ method: 'GET', url: `${FORMS_PREFIX}/organisations/search/analytics` });
    expect(word.json().orgSearchResult.length).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards as text and answers an empty list for no match', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${FORMS_PREFIX}/organisations/search/${encodeURIComponent('%')}`,
    });
    expect(res.json()).toEqual({ orgSearchResult: [] });
  });
});

describe('auth details (002 §6)', () => {
  it('needs a signed-in customer and answers hasBsseWireless and acctInfocusType', async () => {
    const anonymous = await app.inject({ method: 'GET', url: `${AUTH_DETAILS_PREFIX}/auth/details` });
    expect(anonymous.statusCode).toBe(401);
    const c2 = await login('customer2');
    const res = await app.inject({
      method: 'GET',
      url: `${AUTH_DETAILS_PREFIX}/auth/details`,
      headers: { cookie: c2.cookie },
    });
    expect(res.json()).toEqual({ hasBsseWireless: true, acctInfocusType: 'BSSE' });
    const c1 = await login('customer1');
    const res1 = await app.inject({
      method: 'GET',
      url: `${AUTH_DETAILS_PREFIX}/auth/details`,
      headers: { cookie: c1.cookie },
    });
    expect(res1.json()).toEqual({ hasBsseWireless: false, acctInfocusType: 'CONSUMER' });
    const employee = await login('reader');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${AUTH_DETAILS_PREFIX}/auth/details`,
          headers: { cookie: employee.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('customer sign-in cookies (002 §3, §6)', () => {
  it('sign-in sets the group-list and auth-state cookies the browser helpers read; sid stays HttpOnly', async () => {
    const c2 = await login('customer2');
    const session = c2.setCookies.find((c) => c.startsWith('custSession='))!;
    const authState = c2.setCookies.find((c) => c.startsWith('custAuthState='))!;
    expect(session).not.toMatch(/HttpOnly/i);
    expect(authState).not.toMatch(/HttpOnly/i);
    expect(c2.setCookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/i);
    const jar = c2.setCookies.map((c) => c.split(';')[0]).join('; ');
    expect(isSignedIn(jar)).toBe(true);
    expect(hasAccountNumber(jar)).toBe(true);
    expect(authStateExpiry(jar)).toBeGreaterThan(Date.now());

    const c1 = await login('customer1');
    expect(hasAccountNumber(c1.setCookies.map((c) => c.split(';')[0]).join('; '))).toBe(false);
  });

  it('the auth-state expiry is when an idle session would end, and GET /auth/me moves it on', async () => {
    const before = Date.now();
    const c2 = await login('customer2');
    const expiry = authStateExpiry(c2.setCookies.map((c) => c.split(';')[0]).join('; '))!;
    const idle = app.config.session.idleMinutes * 60_000;
    expect(expiry).toBeGreaterThanOrEqual(before + idle - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + idle);
    await new Promise((r) => setTimeout(r, 20));
    const me = await app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: c2.cookie } });
    const refreshed = [me.headers['set-cookie']]
      .flat()
      .filter((c): c is string => typeof c === 'string')
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(isSignedIn(refreshed)).toBe(true);
    expect(hasAccountNumber(refreshed)).toBe(true);
    expect(authStateExpiry(refreshed)!).toBeGreaterThan(expiry);
    const employee = await login('reader');
    const employeeMe = await app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: employee.cookie } });
    expect([employeeMe.headers['set-cookie']].flat().join('')).not.toMatch(/custSession/);
  });

  it('employees get none of them, and sign-out clears them', async () => {
    const employee = await login('reader');
    expect(employee.setCookies.some((c) => c.startsWith('custSession='))).toBe(false);
    const c1 = await login('customer1');
    const me = await app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: c1.cookie } });
    const out = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: c1.cookie, 'x-csrf-token': me.json().csrfToken },
    });
    expect(out.statusCode).toBe(204);
    const cleared = [out.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/custSession=;/);
    expect(cleared).toMatch(/custAuthState=;/);
  });
});
