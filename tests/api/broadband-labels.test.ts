import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  broadbandLabelSchema,
  labelFeedResponseSchema,
  labelPaths,
  labelVersionsResponseSchema,
  PLAN_MAP_PATH,
  planMapSchema,
  selectPlans,
} from '@carrier/shared/address-shopping';
import { startTestApp, type TestApp } from './support/app.ts';

/** 002 §2.1, §7, §8: the label feed, the plan map, and each plan's versioned broadband label as JSON. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const FIBER_500 = 'F0009876543FIB0500';

describe('the label feed', () => {
  it("answers active plans under 'cms-feed': Mobile for the wireless families, Fixed for wireline", async () => {
    const mobile = labelFeedResponseSchema.parse((await get(labelPaths.feed('Mobile'))).json())['cms-feed'];
    const fixed = labelFeedResponseSchema.parse((await get(labelPaths.feed('Fixed'))).json())['cms-feed'];
    expect(mobile.length).toBe(18);
    expect(mobile.every((p) => p.lob === 'wireless' && p.label.serviceType === 'Mobile')).toBe(true);
    expect(fixed.map((p) => p.planName)).toEqual([
      'Fiber 1 GIG',
      'Fiber 2 GIG',
      'Fiber 300',
      'Fiber 5 GIG',
      'Fiber 500',
      'Internet Air',
    ]);
    const prepaid = mobile.find((p) => p.planName === 'Prepaid 5GB')!;
    expect(prepaid).toMatchObject({ planType: 'Mobility-Prepaid-CC', marketType: 'Consumer' });
    expect(prepaid.planIds).toEqual([{ uniqueID: 'F0009876543WPR0001' }]);
  });

  it('each plan carries its current label: the latest version in effect', async () => {
    const fixed = labelFeedResponseSchema.parse((await get(labelPaths.feed('Fixed'))).json())['cms-feed'];
    const fiber500 = fixed.find((p) => p.planIds[0]!.uniqueID === FIBER_500)!;
    expect(fiber500.label).toMatchObject({ version: 2, monthlyPrice: 70, speeds: { downloadMbps: 500 } });
  });

  it('refuses an unknown service type in the one error shape', async () => {
    const res = await get('/msapi/idp-content-orchestration/v1/graphql/nutritionlabelPlan?serviceType=Cable');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['errorId', 'message', 'status']);
  });
});

describe('the plan map and the finder’s errors', () => {
  it('serves the plan map per channel key, with disableLinks and the per-family error objects', async () => {
    const res = await get(PLAN_MAP_PATH);
    expect(res.statusCode).toBe(200);
    const map = planMapSchema.parse(res.json());
    expect(Object.keys(map)).toEqual(
      expect.arrayContaining(['IVR', 'GM', 'NED', 'DAP_CONSUMER', 'DAP_SMB', 'DAP_DISH', 'ACCESSIBILITY']),
    );
    expect(map.IVR!.disableLinks).toBe(true);
    expect(map.DAP_CONSUMER!['wireline-error']).toMatchObject({ phone: '1-800-555-0130' });
  });

  it('the fixture addresses reach each outcome: plans, NOT_QUALIFIED and NO_RECORDS_FOUND', async () => {
    const map = planMapSchema.parse((await get(PLAN_MAP_PATH)).json());
    const fixed = labelFeedResponseSchema.parse((await get(labelPaths.feed('Fixed'))).json())['cms-feed'];
    const outcome = (q: 'FIBER_IN_FP' | 'FIBER_OUT_OF_FP' | 'HSIA' | 'AIA') => {
      const s = selectPlans(map, 'DAP_CONSUMER', 'wireline', q, fixed);
      return s.ok ? s.plans.length : s.code;
    };
    expect(outcome('FIBER_IN_FP')).toBe(5);
    expect(outcome('AIA')).toBe(1);
    expect(outcome('FIBER_OUT_OF_FP')).toBe('NOT_QUALIFIED');
    expect(outcome('HSIA')).toBe('NO_RECORDS_FOUND');
  });
});

describe('broadband labels as JSON', () => {
  it('answers the current label at a stable address per unique plan id', async () => {
    const res = await get(labelPaths.label(FIBER_500));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const label = broadbandLabelSchema.parse(res.json());
    expect(label).toMatchObject({ uniqueId: FIBER_500, version: 2, monthlyPrice: 70, providerName: 'Carrier' });
    expect(label.oneTimeFees).toEqual([{ name: 'Installation', amount: 99 }]);
    expect(label.policies.privacy).toMatch(/^https:\/\//);
  });

  it('keeps a past label retrievable after the price changed', async () => {
    const history = labelVersionsResponseSchema.parse((await get(labelPaths.versions(FIBER_500))).json());
    expect(history).toMatchObject({ uniqueId: FIBER_500, current: 2 });
    expect(history.versions.map((v) => [v.version, v.monthlyPrice])).toEqual([
      [2, 70],
      [1, 65],
    ]);
    const first = await get(labelPaths.version(FIBER_500, 1));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/immutable/);
    expect(broadbandLabelSchema.parse(first.json())).toMatchObject({ version: 1, monthlyPrice: 65 });
  });

  it('a new version published in the store becomes current; the old one stays', async () => {
    const id = 'F0009876543WPO0004';
    const v1 = broadbandLabelSchema.parse((await get(labelPaths.label(id))).json());
    await t.app.db.query(
      `insert into broadband_labels (unique_id, version, effective_from, label) values ($1, 2, now(), $2)`,
      [id, JSON.stringify({ ...v1, version: 2, monthlyPrice: 45 })],
    );
    // and one dated next year waits for its day
    await t.app.db.query(
      `insert into broadband_labels (unique_id, version, effective_from, label) values ($1, 3, now() + interval '1 year', $2)`,
      [id, JSON.stringify({ ...v1, version: 3, monthlyPrice: 99 })],
    );
    expect(broadbandLabelSchema.parse((await get(labelPaths.label(id))).json()).monthlyPrice).toBe(45);
    expect(broadbandLabelSchema.parse((await get(labelPaths.version(id, 1))).json()).monthlyPrice).toBe(40);
    expect((await get(labelPaths.version(id, 3))).statusCode).toBe(404);
  });

  it('a retired plan’s label stays retrievable; an unknown id or version is 404 Error, No data found', async () => {
    expect((await get(labelPaths.label('F0009876543HSI0018'))).statusCode).toBe(200);
    for (const url of [
      labelPaths.label('F0000000000NOPE'),
      labelPaths.version(FIBER_500, 9),
      labelPaths.versions('X'),
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorId: 'Error', message: 'No data found', status: 404 });
    }
  });
});
