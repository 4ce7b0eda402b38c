import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyResponseSchema, EMPLOYEE_AUTH_VERIFY_PATHS } from '@carrier/shared/access';
import { FAN_PROFILES_PREFIXES, fanDetailsResponseSchema } from '@carrier/shared/fan-tools';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
let reader: Caller;
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.login('reader');
});
afterAll(() => t.close());

describe.each(FAN_PROFILES_PREFIXES)('fan details under %s', (prefix) => {
  it('answers a FAN profile with every field of 002 §3', async () => {
    const res = await reader.inject({ method: 'GET', url: `${prefix}fan/details/00012345` });
    expect(res.statusCode).toBe(200);
    const body = fanDetailsResponseSchema.parse(res.json());
    const fan = body.fanDetails[0]!;
    expect(fan.id).toBe('00012345');
    expect(fan.status).toBe('Active');
    expect(fan.currentTokenLink).toMatch(/\/signature\/landing\?iruToken=[A-Za-z0-9_-]{32,}$/);
    expect(fan.promotions.discounts.map((d) => d.discountType).sort()).toEqual(['ACCESSORY', 'SERVICE']);
  });

  it("answers 'FAN ID not found.' for an unknown or invalid id", async () => {
    for (const id of ['00000000', '1234abcd', '123456789']) {
      const res = await reader.inject({ method: 'GET', url: `${prefix}fan/details/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ errorId: 'FAN_NOT_FOUND', message: 'FAN ID not found.', status: 404 });
    }
  });

  it('answers the profiles of a list of ids, leaving out unknown ones', async () => {
    const res = await reader.inject({
      method: 'GET',
      url: `${prefix}fan/details?fanIds=00012345,00054321,00000000,abc`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fanDetails.map((f: { id: string }) => f.id)).toEqual(['00012345', '00054321']);
  });

  it('refuses more than 50 ids at once', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => String(10000000 + i)).join(',');
    const res = await reader.inject({ method: 'GET', url: `${prefix}fan/details?fanIds=${ids}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Search for up to 50 FANs');
  });
});

describe('the fixtures', () => {
  it('hold at least 200 FAN profiles with Active, Pending and expired statuses, and a few groups', async () => {
    const { rows } = await t.app.db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from fan_profiles group by status',
    );
    const total = rows.reduce((a, r) => a + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(rows.map((r) => r.status)).toEqual(expect.arrayContaining(['Active', 'Pending', 'Expired']));
    const groups = await t.app.db.query<{ n: number }>('select count(*)::int as n from fan_groups');
    expect(groups.rows[0]!.n).toBeGreaterThanOrEqual(3);
  });
});

describe.each(EMPLOYEE_AUTH_VERIFY_PATHS)('employee authorization at %s', (path) => {
  it('answers AUTHORIZED with the roles for a fan-tools user', async () => {
    const writer = await t.login('writer');
    const res = await writer.inject({ method: 'GET', url: `${path}?source=fpt&returnurl=%2Fadmin%2F` });
    expect(verifyResponseSchema.parse(res.json())).toEqual({ status: 'AUTHORIZED', roles: 'write_fpt', code: 200 });
  });

  it('answers UNAUTHORIZED for an employee without the role of the source', async () => {
    const nobody = await t.login('nobody');
    expect((await nobody.inject({ method: 'GET', url: `${path}?source=fpt` })).json()).toEqual({
      status: 'UNAUTHORIZED',
      roles: '',
      code: 403,
    });
    const fanTools = await reader.inject({ method: 'GET', url: `${path}?source=fupt` });
    expect(fanTools.json()).toEqual({ status: 'UNAUTHORIZED', roles: 'read_fpt', code: 403 });
    const uploader = await t.login('uploader');
    expect((await uploader.inject({ method: 'GET', url: `${path}?source=fupt` })).json().status).toBe('AUTHORIZED');
  });

  it('answers 401 with the sign-in location when nobody is signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${path}?source=fpt&returnurl=%2Fadmin%2F` });
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBe('/admin/login?returnurl=%2Fadmin%2F');
  });

  it('sends the fan upload page to sign in with the page in target_url (002 §2.9)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${path}?source=fupt&returnurl=%2Fadmin%2Ffan-upload` });
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBe('/admin/login?target_url=%2Fadmin%2Ffan-upload');
  });
});
