import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '@carrier/shared/access';
import { multiSearchResponseSchema, validateFansResponseSchema } from '@carrier/shared/fan-tools';
import { PREFIXES, SPEC } from './support/fan-tools.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
let reader: Caller;
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.login('reader');
});
afterAll(() => t.close());

const get = (url: string) => reader.inject({ method: 'GET', url });

describe.each(PREFIXES)('multi-FAN search under %s', (prefix) => {
  it('finds a group by its id, with every member and its status, and the group token link', async () => {
    const res = await get(`${prefix}group/details/type/groupid/id/GRP10001?isfantools=true`);
    expect(res.statusCode).toBe(200);
    const body = multiSearchResponseSchema.parse(res.json());
    expect(body.groupId).toBe('GRP10001');
    expect(body.fanDetails).toEqual([]);
    expect(body.invalidFanIds).toEqual([]);
    const [group] = body.groupDetails;
    expect(group).toMatchObject({ groupId: 'GRP10001', isWebEnabled: true, isList: false });
    expect(group!.fanDetails).toEqual([
      { id: '00012345', status: 'Active' },
      { id: '00054321', status: 'Pending' },
      { id: '10000001', status: 'Active' },
      { id: '10000002', status: 'Active' },
      { id: '10000003', status: 'Active' },
    ]);
    expect(group!.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(res.json().groupDetails[0].tokenLink).toBe(
      `${t.config.publicOrigin}/signature/landing?iruToken=${group!.token}`,
    );
    expect(new Date(group!.tokenGenerationDate!).getTime()).not.toBeNaN();
    expect(group!.webStatusReason).toBe('Splash page enabled for the spring enrollment campaign.');
  });

  it('finds a group whatever the case the id was typed in', async () => {
    const res = await get(`${prefix}group/details/type/groupid/id/grp10002?isfantools=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json().groupDetails[0]).toMatchObject({
      groupId: 'GRP10002',
      isList: true,
      fanDetails: [{ id: '10000004', status: 'Active' }],
    });
  });

  it("finds the groups holding a FAN, with the FAN's profile", async () => {
    const res = await get(`${prefix}group/details/type/fanid/id/00012345?isfantools=true`);
    expect(res.statusCode).toBe(200);
    const body = multiSearchResponseSchema.parse(res.json());
    expect(body.groupDetails.map((g) => g.groupId)).toEqual(['GRP10001', 'GRP10003']);
    expect(body.groupDetails[1]!.fanDetails).toEqual([
      { id: '00012345', status: 'Active' },
      { id: '00099999', status: 'Expired' },
    ]);
    expect(body.fanDetails.map((f) => f.id)).toEqual(['00012345']);
    expect(body.fanDetails[0]!.name).toBeTruthy();
    expect(body.groupId).toBeNull();
  });

  it("answers 'No results. Please search by Single FAN ID.' when nothing is found", async () => {
    const { rows } = await t.app.db.query<{ id: string }>(
      'select id from fan_profiles p where not exists (select 1 from fan_group_members m where m.fan_id = p.id) limit 1',
    );
    const loner = rows[0]!.id;
    for (const path of [
      'fanid/id/00000000',
      'fanid/id/1234',
      'fanid/id/abcdefgh',
      `fanid/id/${loner}`,
      'groupid/id/GRP99999',
      'groupid/id/NOPE',
    ]) {
      const res = await get(`${prefix}group/details/type/${path}?isfantools=true`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ errorId: 'GROUP_NOT_FOUND', message: SPEC.noResults, status: 404 });
    }
  });

  it('refuses a search type other than fanid or groupid', async () => {
    const res = await get(`${prefix}group/details/type/name/id/GRP10001`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorId).toBe('VALIDATION_ERROR');
  });
});

describe.each(PREFIXES)('FAN validation for adding under %s', (prefix) => {
  it('answers the profiles found in the order entered and the ids that are malformed or unknown', async () => {
    const res = await get(
      `${prefix}fan/validate?fanIds=${encodeURIComponent('10000002, 00054321 abc,00000000,1234,10000002')}`,
    );
    expect(res.statusCode).toBe(200);
    const body = validateFansResponseSchema.parse(res.json());
    expect(body.fanDetails.map((f) => [f.id, f.status])).toEqual([
      ['10000002', 'Active'],
      ['00054321', 'Pending'],
    ]);
    expect(body.invalidFanIds).toEqual(['abc', '00000000', '1234']);
  });

  it("refuses more than 50 ids with 'Search for up to 50 FANs', and an empty list", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => String(20000000 + i)).join(',');
    const many = await get(`${prefix}fan/validate?fanIds=${ids}`);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: SPEC.upTo50, status: 400 });
    const fifty = await get(`${prefix}fan/validate?fanIds=${ids.split(',').slice(0, 50).join(',')}`);
    expect(fifty.statusCode).toBe(200);
    expect(fifty.json().invalidFanIds).toHaveLength(50);
    const empty = await get(`${prefix}fan/validate?fanIds=`);
    expect(empty.statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('lists every fan-tools, landing and admin-api route with a summary and tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    const expected: Array<[string, string]> = [];
    for (const service of API_POLICY.filter((s) => s.service === 'fanprofiles-papi' || s.service === 'fanprofile')) {
      for (const prefix of service.prefixes) {
        for (const route of service.routes) expected.push([route.method.toLowerCase(), `${prefix}/${route.path}`]);
      }
    }
    for (const r of t.app.routeTable.filter((x) => x.url.startsWith('/admin-api') && x.method !== 'HEAD')) {
      expected.push([r.method.toLowerCase(), r.url]);
    }
    expect(expected.length).toBeGreaterThan(40);
    for (const [method, url] of expected) {
      const op = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method];
      expect(op, `${method} ${url}`).toBeDefined();
      expect(op!.summary, `${method} ${url}`).toBeTruthy();
      expect(op!.tags?.length, `${method} ${url}`).toBeGreaterThan(0);
    }
  });
});
