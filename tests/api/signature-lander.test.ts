import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landerResponseSchema } from '@carrier/shared/fan-tools';
import { PREFIXES } from './support/fan-tools.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';

/** 002 §2.3, §6, §7: the business discount lander's anonymous group reads, and what they must never show. */
let t: TestApp;
let reader: Caller;
let writer: Caller;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_ORIGIN: 'https://www.carrier.example' });
  reader = await t.login('reader');
  writer = await t.login('writer');
});
afterAll(() => t.close());

const [OLD, NEW] = PREFIXES;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const LANDER_FAN_KEYS = ['description', 'friendlyName', 'id', 'token'];

describe('the lander’s group read (anonymous)', () => {
  it('answers a group with its landing page on, each FAN only as a landing page shows it, on both prefixes', async () => {
    for (const prefix of [OLD, NEW]) {
      const res = await get(`${prefix}group/details/type/groupid/id/GRP10001`);
      expect(res.statusCode).toBe(200);
      const body = landerResponseSchema.parse(res.json());
      expect(Object.keys(res.json()).sort()).toEqual(['groupDetails', 'status']);
      const [group] = body.groupDetails;
      expect(Object.keys(res.json().groupDetails[0]).sort()).toEqual(['fanDetails', 'groupId', 'isList']);
      expect(group).toMatchObject({ groupId: 'GRP10001', isList: false });
      // active FANs with their web status on and a link, by friendly name; the pending FAN is not shown
      expect(group!.fanDetails.map((f) => f.friendlyName)).toEqual([
        'Brightwater Advantage',
        'Kestrel Ridge Perks',
        'Local 412 Members',
        'Wrenhaven Public Servants',
      ]);
      for (const fan of res.json().groupDetails[0].fanDetails) {
        expect(Object.keys(fan).sort(), 'no employee field').toEqual(LANDER_FAN_KEYS);
        expect(fan.token).toMatch(/^https:\/\/www\.carrier\.example\/signature\/landing\?iruToken=/);
      }
      expect(group!.fanDetails.find((f) => f.id === '10000001')?.description).toBe('City of Wrenhaven');
      // nothing the tool shows: contacts, discounts, status, reasons
      for (const secret of ['contactInformation', 'promotions', 'onlExpStatus', 'emailAddress', 'discount', 'Reason'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('builds the links from the configured origin, whatever Host the request names', async () => {
    const res = await get(`${OLD}group/details/type/groupid/id/GRP10001`, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
  });

  it('answers 404 for a group whose landing page is off, and an unknown group', async () => {
    for (const id of ['GRP10002', 'GRP99999', '%27%20or%201%3D1']) {
      const res = await get(`${OLD}group/details/type/groupid/id/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorId: 'NOT_FOUND', status: 404 });
    }
  });

  it('finds one FAN of the group, and says “The FAN ID cannot be found” for any other', async () => {
    const res = await get(`${NEW}group/details/type/groupid/id/GRP10001/fanId/10000002`);
    expect(res.statusCode).toBe(200);
    expect(landerResponseSchema.parse(res.json()).groupDetails[0]!.fanDetails).toEqual([
      expect.objectContaining({ id: '10000002', friendlyName: 'Brightwater Advantage' }),
    ]);
    // pending (not shown), not in the group, not a FAN id
    for (const fanId of ['00054321', '10000004', 'abc']) {
      const miss = await get(`${NEW}group/details/type/groupid/id/GRP10001/fanId/${fanId}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ errorId: 'FAN_NOT_FOUND', message: 'The FAN ID cannot be found', status: 404 });
    }
  });

  it('keeps the tool’s group search (isfantools=true) and the FAN id search behind read_fpt', async () => {
    for (const url of [
      `${OLD}group/details/type/groupid/id/GRP10001?isfantools=true`,
      `${OLD}group/details/type/fanid/id/00012345`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      const employee = await reader.inject({ method: 'GET', url });
      expect(employee.statusCode).toBe(200);
      expect(employee.json().groupDetails[0]).toHaveProperty('isWebEnabled');
    }
  });

  it('shows the new link once a token is replaced, never the old one', async () => {
    const before = (await get(`${OLD}group/details/type/groupid/id/GRP10001/fanId/10000003`)).json().groupDetails[0]
      .fanDetails[0].token as string;
    const res = await writer.inject({
      method: 'POST',
      url: `${OLD}fan/token/generate`,
      payload: { fanId: '10000003', updateReason: 'Replaced after the link was shared publicly.' },
    });
    expect(res.statusCode).toBe(200);
    const after = (await get(`${OLD}group/details/type/groupid/id/GRP10001/fanId/10000003`)).json().groupDetails[0]
      .fanDetails[0].token as string;
    expect(after).not.toBe(before);
    expect(after).toBe(res.json().tokenLink);
  });
});
