import { describe, expect, it } from 'vitest';
import {
  decideAfterDecode,
  readVinResult,
  subscriptionFailure,
  subscriptionStep,
  type CarmakerTables,
} from './decision.ts';
import type { PlanStatus, SubscriptionResponse, VinResult } from './schemas.ts';

const VIN = '1G1FNBA59MK100201';
const tables: CarmakerTables = {
  tenants: [
    { tenant: 'GM', makes: ['Chevrolet', 'GMC'], models: [] },
    { tenant: 'FORD', makes: ['Ford'], models: [] },
    { tenant: 'FORD-PRO', makes: [], models: ['E-Transit'] },
  ],
  redirects: [
    { manufacturer: 'TESLA, INC.', url: 'https://www.tesla.example/connect?vin=[vin]' },
    { manufacturer: 'Toyota', url: 'https://drivers.toyota.example/wifi/[vin]?from=[vin]' },
  ],
};
const car = (over: Partial<VinResult> & { modelYear: number }): VinResult & { modelYear: number } => ({
  make: 'Chevrolet',
  model: 'Bolt EV',
  engineManufacturer: null,
  manufacturerName: 'GENERAL MOTORS LLC',
  ...over,
});

describe('002 §4 decisions after the VIN is decoded', () => {
  it('sends 2015 and earlier (1995 and earlier too) to step 5, mobile hotspot, whatever the carmaker', () => {
    for (const year of [1981, 1995, 1996, 2015])
      expect(decideAfterDecode(car({ modelYear: year, manufacturerName: 'TESLA, INC.' }), VIN, tables)).toEqual({
        kind: 'step',
        step: 5,
        offer: 'mobileHotspot',
      });
  });
  it('without an engine manufacturer, redirects by manufacturer name with [vin] replaced', () => {
    expect(
      decideAfterDecode(car({ modelYear: 2016, make: 'Tesla', manufacturerName: 'tesla, inc.' }), VIN, tables),
    ).toEqual({ kind: 'redirect', url: `https://www.tesla.example/connect?vin=${VIN}` });
  });
  it('with an engine manufacturer, redirects by it (every [vin] replaced), not by the manufacturer name', () => {
    expect(
      decideAfterDecode(car({ modelYear: 2020, make: 'Toyota', engineManufacturer: 'Toyota' }), VIN, tables),
    ).toEqual({ kind: 'redirect', url: `https://drivers.toyota.example/wifi/${VIN}?from=${VIN}` });
    // present but not in the table: the manufacturer name is not tried; the tenant path is
    expect(
      decideAfterDecode(
        car({ modelYear: 2020, engineManufacturer: 'Ford', manufacturerName: 'TESLA, INC.', make: 'Ford' }),
        VIN,
        tables,
      ),
    ).toEqual({ kind: 'subscription', tenant: 'FORD' });
  });
  it('calls the subscription check with the tenant of the model, else of the make', () => {
    expect(decideAfterDecode(car({ modelYear: 2021 }), VIN, tables)).toEqual({ kind: 'subscription', tenant: 'GM' });
    expect(decideAfterDecode(car({ modelYear: 2022, make: 'Ford', model: 'E-Transit' }), VIN, tables)).toEqual({
      kind: 'subscription',
      tenant: 'FORD-PRO',
    });
  });
  it('offers the fallback (step 4) when no redirect and no tenant fit', () => {
    expect(
      decideAfterDecode(
        car({ modelYear: 2019, make: 'Honda', model: 'Civic', manufacturerName: 'HONDA' }),
        VIN,
        tables,
      ),
    ).toEqual({ kind: 'step', step: 4, offer: 'fallbackOffer' });
  });
});

describe('002 §7 reading the decoder', () => {
  it('reads Model Year, Make, Model, Engine Manufacturer and Manufacturer Name; empty values are none', () => {
    const r = (Variable: string, Value: string | null) => ({ Variable, Value, ValueId: null, VariableId: 1 });
    expect(
      readVinResult({
        Count: 5,
        Message: '',
        SearchCriteria: null,
        Results: [
          r('Model Year', '2021'),
          r('Make', 'CHEVROLET'),
          r('Model', 'Bolt EV'),
          r('Engine Manufacturer', ' '),
          r('Manufacturer Name', 'GENERAL MOTORS LLC'),
        ],
      }),
    ).toEqual({
      modelYear: 2021,
      make: 'CHEVROLET',
      model: 'Bolt EV',
      engineManufacturer: null,
      manufacturerName: 'GENERAL MOTORS LLC',
    });
    expect(readVinResult({ Count: 0, Message: '', SearchCriteria: null, Results: [] }).modelYear).toBeNull();
  });
});

const answer = (
  [trial, shared, postpaid, prepaid]: PlanStatus[],
  canRegister: boolean | null,
  retailAllowed: string | null,
): SubscriptionResponse => ({
  status: { trial: trial!, shared: shared!, postpaid: postpaid!, prepaid: prepaid! },
  permissions: { canRegister },
  vehicle: { soldInCountry: 'US', vin: VIN, evin: null },
  metas: { retailAllowed, trial: { name: null } },
  device: { metas: { type: 'TCU' } },
});

describe('002 §4 subscription outcome', () => {
  it('retail not allowed and no registration: step 5', () => {
    expect(subscriptionStep(answer(['available', 'available', 'available', 'available'], false, 'false'))).toBe(5);
    expect(subscriptionStep(answer(['unavailable', 'inactive', 'inactive', 'inactive'], null, 'false'))).toBe(5);
  });
  it('can register with the trial available: step 2 (even when retail is not allowed)', () => {
    expect(subscriptionStep(answer(['available', 'unavailable', 'unavailable', 'unavailable'], true, 'true'))).toBe(2);
    expect(subscriptionStep(answer(['available', 'inactive', 'inactive', 'inactive'], true, 'false'))).toBe(2);
  });
  it('trial unavailable, or all four inactive: step 3', () => {
    expect(subscriptionStep(answer(['unavailable', 'available', 'available', 'available'], true, 'true'))).toBe(3);
    expect(subscriptionStep(answer(['inactive', 'inactive', 'inactive', 'inactive'], false, 'true'))).toBe(3);
    expect(subscriptionStep(answer(['inactive', 'inactive', 'inactive', 'inactive'], true, null))).toBe(3);
  });
  it('otherwise step 5', () => {
    expect(subscriptionStep(answer(['active', 'unavailable', 'available', 'unavailable'], false, 'true'))).toBe(5);
    expect(subscriptionStep(answer(['available', 'available', 'available', 'available'], false, 'true'))).toBe(5);
    expect(subscriptionStep(answer(['inactive', 'active', 'inactive', 'inactive'], true, 'true'))).toBe(5);
  });
  it('a failed check: 422 is step 5, 500 the service-down text, anything else the default text', () => {
    expect(subscriptionFailure(422)).toEqual({ step: 5 });
    expect(subscriptionFailure(500)).toEqual({ error: 'serviceDown' });
    for (const status of [400, 401, 404, 502, 503, 0])
      expect(subscriptionFailure(status)).toEqual({ error: 'default' });
  });
});
