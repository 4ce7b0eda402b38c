import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@carrier/shared/self-service';
import { startTestApp, type TestApp } from './support/app.ts';
import { C1, C2, P, PROFILE_URL } from './support/self-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ctns = (body: { services: Array<{ ctn: Array<{ ctn: string }> }> }) =>
  body.services.flatMap((s) => s.ctn.map((l) => l.ctn));

describe('GET profile/login-status (000 §6: the waiver’s {loginApi})', () => {
  it('answers LOGIN with the sign-in URL back to the page for a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${P}/profile/login-status?returnurl=%2Fself-service%2Fwaiver-cancel`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: { destinationPage: 'LOGIN', loginUrl: '/signin?returnurl=%2Fself-service%2Fwaiver-cancel' },
    });
  });

  it('never sends the sign-in page off the site', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${P}/profile/login-status?returnurl=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(res.json().content.loginUrl).toBe('/signin');
  });

  it('answers DONE for a signed-in customer and LOGIN for an employee', async () => {
    const customer = await t.login('customer1');
    expect(
      (await customer.inject({ method: 'GET', url: `${P}/profile/login-status` })).json().content.destinationPage,
    ).toBe('DONE');
    const employee = await t.login('reader');
    expect(
      (await employee.inject({ method: 'GET', url: `${P}/profile/login-status` })).json().content.destinationPage,
    ).toBe('LOGIN');
  });
});

describe('GET profile/no-cases (000 §3, §7)', () => {
  it('answers the signed-in customer’s own profile, lines and options as stored', async () => {
    const res = await (await t.login('customer1')).inject({ method: 'GET', url: PROFILE_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = profileResponseSchema.parse(res.json());
    expect(body.user).toEqual({
      firstName: 'Jordan',
      lastName: 'Ellison',
      emailAddress: 'jordan.ellison@mail.example',
      phoneNumber: '2145550100',
      slid: 'jellison01',
      billingFullName: 'Jordan A. Ellison',
    });
    const mobility = body.services.find((s) => s.product === 'MOBILITY')!;
    expect(mobility.accountNumber).toBe(C1.mobility);
    expect(mobility.ctn.map((l) => `${l.status}:${l.statusReasonCode}`)).toEqual([
      'A:',
      'A:',
      'S:MT',
      'S:MLU',
      'S:RRST ',
      'S:VOL',
    ]);
    const uverse = body.services.find((s) => s.product === 'UVERSE')!;
    expect(uverse).toMatchObject({
      productOption: 'INTERNET_TV_VOICE',
      uverseProductOptions: ['INTERNET', 'TV', 'VOICE'],
      ctn: [],
    });
  });

  it('never answers another customer’s data, whatever the request names', async () => {
    const c2 = await t.login('customer2');
    for (const url of [PROFILE_URL, `${PROFILE_URL}?userId=1&accountNumber=${C1.mobility}`]) {
      const body = (await c2.inject({ method: 'GET', url })).json();
      expect(body.user.firstName).toBe('Alicia');
      expect(ctns(body)).toEqual([...C2.active, '3125550123']);
      expect(JSON.stringify(body)).not.toContain(C1.mobility);
    }
  });

  it('answers the empty-state customers as they are', async () => {
    const get = async (u: string) => (await (await t.login(u)).inject({ method: 'GET', url: PROFILE_URL })).json();
    expect((await get('noservices')).services).toEqual([]);
    expect((await get('noemail')).user.emailAddress).toBe('');
    expect((await get('nowireless')).services.map((s: { product: string }) => s.product)).toEqual(['UVERSE']);
    expect(ctns(await get('activeonly'))).toEqual(['4155550131', '4155550132']);
  });

  it('sends a visitor to the customer sign-in and refuses an employee', async () => {
    const anon = await t.app.inject({ method: 'GET', url: PROFILE_URL });
    expect(anon.statusCode).toBe(401);
    expect(anon.headers.location).toMatch(/^\/signin/);
    const employee = await (await t.login('reader')).inject({ method: 'GET', url: PROFILE_URL });
    expect(employee.statusCode).toBe(403);
    expect(employee.json()).toMatchObject({ errorId: 'FORBIDDEN', status: 403 });
  });
});
