import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decoderResponseSchema,
  DEFAULT_SUBSCRIPTION_PATH,
  readVinResult,
  subscriptionResponseSchema,
  subscriptionStep,
  VIN_DECODER_BASE,
} from '@carrier/shared/connected-car';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * 002 §2.2, §7, §8 the connected-car offer's two outside services as the gateway embeds them: the government
 * decoder's shape from a real decoding, and the connected-vehicle platform's subscription check for every fixture
 * outcome (fixtures/README.md, "Connected car"), with its headers; and both sent upstream by UPSTREAMS.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const decode = (vin: string, query = '?format=json') =>
  t.app.inject({ method: 'GET', url: `${VIN_DECODER_BASE}${vin}${query}` });
const HEADERS = { tenant: 'GM', country: 'US', channel: 'websales' };
const check = (vin: string, headers: Record<string, string> = HEADERS, appKey = 'websales') =>
  t.app.inject({
    method: 'GET',
    url: `${DEFAULT_SUBSCRIPTION_PATH}?uri=vin:${vin}&appKey=${appKey}`,
    headers,
  });
const value = (body: { Results: Array<{ Variable: string; Value: string | null }> }, variable: string) =>
  body.Results.find((r) => r.Variable === variable)?.Value;

describe('the embedded vehicle decoder (GET …/api/vehicles/DecodeVin/{vin}?format=json)', () => {
  it('answers the government decoder’s shape: Count, Message, SearchCriteria, Results of Variable and Value', async () => {
    const res = await decode('1G1FNBA59MK100201');
    expect(res.statusCode).toBe(200);
    const body = decoderResponseSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['Count', 'Message', 'Results', 'SearchCriteria']);
    expect(body.Count).toBe(body.Results.length);
    expect(body.SearchCriteria).toBe('VIN:1G1FNBA59MK100201');
    for (const r of res.json().Results)
      expect(Object.keys(r).sort()).toEqual(['Value', 'ValueId', 'Variable', 'VariableId']);
    expect(readVinResult(body)).toEqual({
      modelYear: 2021,
      make: 'Chevrolet',
      model: 'Bolt EV',
      engineManufacturer: null,
      manufacturerName: 'GENERAL MOTORS LLC',
    });
    expect(value(body, 'Error Code')).toBe('0');
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('decodes the model year from position 10 in the cycle position 7 chooses, and the engine manufacturer', async () => {
    const cases: Array<[string, string, string, string | null]> = [
      ['1FADPBA57CK100212', '2012', 'Focus', 'Ford'],
      ['1G1BLB150RK100213', '1994', 'Caprice', null],
      ['4T1B1BA55LK100210', '2020', 'Camry', 'Toyota'],
      ['5YJ3EBA55MK100209', '2021', 'Model 3', null],
    ];
    for (const [vin, year, model, engine] of cases) {
      const body = decoderResponseSchema.parse((await decode(vin.toLowerCase())).json());
      expect([value(body, 'Model Year'), value(body, 'Model'), value(body, 'Engine Manufacturer')], vin).toEqual([
        year,
        model,
        engine,
      ]);
    }
  });

  it('says how far a VIN decodes: a wrong check digit, a maker outside its table, a short VIN, bad characters', async () => {
    const wrongDigit = decoderResponseSchema.parse((await decode('1G1FNBA58MK100201')).json());
    expect(value(wrongDigit, 'Error Code')).toBe('1');
    expect(value(wrongDigit, 'Model Year')).toBe('2021');

    const unknownMaker = decoderResponseSchema.parse((await decode('9BWAABA55LK100214')).json());
    expect(value(unknownMaker, 'Error Code')).toBe('7');
    // no model year: the page shows its default error (002 §8)
    expect(readVinResult(unknownMaker).modelYear).toBeNull();

    const short = decoderResponseSchema.parse((await decode('1G1FNB')).json());
    expect(value(short, 'Error Code')).toBe('6');
    expect(value(short, 'Make')).toBe('Chevrolet');
    expect(readVinResult(short).modelYear).toBeNull();

    const letters = decoderResponseSchema.parse((await decode('1G1FNBA5OMK100201')).json());
    expect(value(letters, 'Error Code')).toContain('400');
  });

  it('refuses what it cannot answer in the one error shape, never a 500', async () => {
    for (const res of [await decode('1G1FNBA59MK100201', '?format=xml'), await decode('A'.repeat(18))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorId: 'VALIDATION_ERROR', status: 400 });
    }
  });
});

describe('the embedded subscription check (…/ValidateSubscription/data?uri=vin:{vin}&appKey=)', () => {
  it('answers each fixture vehicle’s state, leading to the step 002 §4 names', async () => {
    const cases: Array<[string, string, 2 | 3 | 5]> = [
      ['1G1FNBA59MK100201', 'GM', 2],
      ['1GCUYBA55LK100202', 'GM', 3],
      ['1FTEWBA5XKK100203', 'FORD', 3],
      ['1FMSKBA50JK100204', 'FORD', 5],
      ['1G1ZDBA54NK100205', 'GM', 5],
    ];
    for (const [vin, tenant, step] of cases) {
      const res = await check(vin, { ...HEADERS, tenant });
      expect(res.statusCode, vin).toBe(200);
      const body = subscriptionResponseSchema.parse(res.json());
      expect(body.vehicle).toMatchObject({ vin, soldInCountry: 'US' });
      expect(subscriptionStep(body), vin).toBe(step);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const trial = subscriptionResponseSchema.parse((await check('1G1FNBA59MK100201')).json());
    expect(trial).toMatchObject({
      status: { trial: 'available' },
      permissions: { canRegister: true },
      metas: { retailAllowed: 'true', trial: { name: '3 months or 3 GB' } },
      device: { metas: { type: 'TCU' } },
    });
    expect((await check('1FMSKBA50JK100204', { ...HEADERS, tenant: 'FORD' })).json().metas.retailAllowed).toBe('false');
  });

  it('answers 422 for a vehicle it does not know, another tenant’s, or one sold in another country', async () => {
    for (const [vin, headers] of [
      ['1FMCUBA52LK100206', { ...HEADERS, tenant: 'FORD' }],
      ['1G1FNBA59MK100201', { ...HEADERS, tenant: 'FORD' }],
      ['1G1FNBA53PK100215', HEADERS],
      ['1G1FNBA59MK100201', { ...HEADERS, country: 'CA' }],
    ] as const) {
      const res = await check(vin, headers);
      expect(res.statusCode, vin).toBe(422);
      expect(res.json()).toMatchObject({ errorId: 'VEHICLE_NOT_SUBSCRIBABLE', status: 422 });
    }
  });

  it('answers the platform’s own failures: 500 (service down) and 503 (another failure)', async () => {
    const down = await check('1GNSKBA52MK100207');
    expect(down.statusCode).toBe(500);
    expect(down.json()).toMatchObject({ status: 500 });
    const other = await check('1GNEVBA52KK100208');
    expect(other.statusCode).toBe(503);
    expect(other.json()).toMatchObject({ errorId: 'PLATFORM_UNAVAILABLE', status: 503 });
  });

  it('needs the tenant, country and channel headers, a vin: uri and an appKey', async () => {
    const missing = [
      await check('1G1FNBA59MK100201', { country: 'US', channel: 'websales' }),
      await check('1G1FNBA59MK100201', { tenant: 'GM', channel: 'websales' }),
      await check('1G1FNBA59MK100201', { tenant: 'GM', country: 'US' }),
      await check('1G1FNBA59MK100201', { ...HEADERS, tenant: 'G M<' }),
      await check('1G1FNBA59MK1', HEADERS),
      await check('1G1FNBA59MK100201', HEADERS, ''),
    ];
    for (const res of missing) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorId: 'VALIDATION_ERROR', status: 400 });
    }
  });

  it('tells the page where to send the check and whether the sales-team call-to-order is on (GET /config/flags)', async () => {
    const flags = (await t.app.inject({ method: 'GET', url: '/config/flags' })).json();
    expect(flags).toMatchObject({
      bsseCallToOrder: false,
      bsseSalesPhone: '1-800-555-0177',
      connectedVehicleSubscriptionPath: DEFAULT_SUBSCRIPTION_PATH,
    });
  });
});

describe('upstream mode for the outside services', () => {
  let upstream: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    upstream = Fastify();
    // stand-ins for the public decoder and the platform: each receives the path after the gateway's prefix
    upstream.get('/decoder/api/vehicles/DecodeVin/:vin', async (req) => ({
      Count: 1,
      Message: 'upstream',
      SearchCriteria: `VIN:${(req.params as { vin: string }).vin}`,
      Results: [{ Variable: 'Model Year', Value: '2030', ValueId: null, VariableId: 29 }],
    }));
    upstream.get('/platform/Dealer-Subscriptions-1/Services/ValidateSubscription/data', async (req) => ({
      tenant: req.headers.tenant,
      country: req.headers.country,
      channel: req.headers.channel,
      query: req.query,
    }));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const address = upstream.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => upstream.close());

  it('sends /msapi/vpic and /msapi/connectedvehicle to their upstreams, the path after the prefix unchanged', async () => {
    const up = await startTestApp({
      UPSTREAMS: `/msapi/vpic=${base}/decoder,/msapi/connectedvehicle=${base}/platform`,
      CONNECTED_VEHICLE_SUBSCRIPTION_PATH: DEFAULT_SUBSCRIPTION_PATH,
    });
    try {
      const decoded = await up.app.inject({ method: 'GET', url: `${VIN_DECODER_BASE}1G1FNBA59MK100201?format=json` });
      expect(decoded.json()).toMatchObject({ Message: 'upstream', SearchCriteria: 'VIN:1G1FNBA59MK100201' });
      const checked = await up.app.inject({
        method: 'GET',
        url: `${DEFAULT_SUBSCRIPTION_PATH}?uri=vin:1G1FNBA59MK100201&appKey=websales`,
        headers: HEADERS,
      });
      expect(checked.json()).toEqual({
        ...HEADERS,
        query: { uri: 'vin:1G1FNBA59MK100201', appKey: 'websales' },
      });
    } finally {
      await up.close();
    }
  });

  it('refuses a subscription path that is not a /msapi path on this site', async () => {
    await expect(startTestApp({ CONNECTED_VEHICLE_SUBSCRIPTION_PATH: 'https://elsewhere.example/x' })).rejects.toThrow(
      /CONNECTED_VEHICLE_SUBSCRIPTION_PATH/,
    );
  });
});
