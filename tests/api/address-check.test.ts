import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressCheckResponseSchema,
  addressPaths,
  addressSearchResponseSchema,
  instantOnEligibility,
} from '@carrier/shared/address-shopping';
import { startTestApp, type TestApp } from './support/app.ts';

/** 002 §2.1, §2.6, §3: the shared address check, every status reachable with a fixture address (fixtures/README.md). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const check = async (query: Parameters<typeof addressPaths.qualification>[0]) => {
  const res = await get(addressPaths.qualification(query));
  expect(res.statusCode, res.body).toBe(200);
  return addressCheckResponseSchema.parse(res.json()).content;
};

describe('the address type-ahead', () => {
  it('suggests addresses with a word starting with the typed text, at most 8', async () => {
    const res = await get(addressPaths.search('1200 main'));
    expect(res.statusCode).toBe(200);
    const { suggestions } = addressSearchResponseSchema.parse(res.json());
    expect(suggestions[0]).toEqual({ id: 'ADR-000001', fullAddress: '1200 Main St, Dallas, TX 75201' });
    const wide = addressSearchResponseSchema.parse((await get(addressPaths.search('austin'))).json());
    expect(wide.suggestions.length).toBe(8);
    for (const s of wide.suggestions) expect(s.fullAddress).toMatch(/Austin/);
  });

  it('treats like wildcards as text and refuses empty or over-long text in the one error shape', async () => {
    const wild = addressSearchResponseSchema.parse((await get(addressPaths.search('%_%'))).json());
    expect(wild.suggestions).toEqual([]);
    for (const q of ['', 'x'.repeat(201)]) {
      const res = await get(`/msapi/salesapi/address-qualification/v1/address/search?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['errorId', 'message', 'status']);
    }
  });
});

describe('the address check statuses', () => {
  it('SUCCESS: the valid address, its qualification, tax areas and services', async () => {
    const c = await check({ addressId: 'ADR-000001' });
    expect(c.status).toBe('SUCCESS');
    expect(c.qualified).toBe('FIBER_IN_FP');
    expect(c.validAddress).toMatchObject({
      id: 'ADR-000001',
      fullAddress: '1200 Main St, Dallas, TX 75201',
      postcode: '75201',
      stateOrProvince: 'TX',
    });
    expect(c.taxAreaDetails).toContainEqual({ productFamily: 'BROADBAND', taxAreaId: '4400752' });
    expect(c.instantHSIAOnIndicator).toBe(true);
    expect(instantOnEligibility(c)).toEqual({ ok: true });
  });

  it('each qualification is reachable', async () => {
    const seen = new Map<string, string | null>();
    for (const id of ['ADR-000001', 'ADR-000002', 'ADR-000003', 'ADR-000004'])
      seen.set(id, (await check({ addressId: id })).qualified);
    expect([...seen.values()]).toEqual(['FIBER_IN_FP', 'HSIA', 'AIA', 'FIBER_OUT_OF_FP']);
  });

  it('the typed address: exact, with a unit, with punctuation and case of its own', async () => {
    expect((await check({ address: '1200 MAIN ST., Dallas, TX 75201' })).validAddress?.id).toBe('ADR-000001');
    expect((await check({ address: '1200 main st' })).validAddress?.id).toBe('ADR-000001');
    const unit = await check({ address: '300 Congress Ave, Austin', unit: 'apt 102' });
    expect(unit.status).toBe('SUCCESS');
    expect(unit.validAddress?.unit).toBe('Apt 102');
  });

  it('CLOSE_MATCH: one street address in three cities offers the three', async () => {
    const c = await check({ address: '500 Oak St' });
    expect(c.status).toBe('CLOSE_MATCH');
    expect(c.validAddress).toBeNull();
    expect(c.candidates.map((a) => a.id).sort()).toEqual(['ADR-000007', 'ADR-000008', 'ADR-000009']);
    // naming the city settles it
    expect((await check({ address: '500 Oak St, Miami' })).validAddress?.id).toBe('ADR-000009');
  });

  it('CLOSE_MATCH_MDU: a building offers its units; a unit chosen is checked on its own', async () => {
    const c = await check({ addressId: 'ADR-000005' });
    expect(c.status).toBe('CLOSE_MATCH_MDU');
    expect(c.candidates.length).toBe(6);
    expect(c.candidates.every((u) => u.unit?.startsWith('Apt '))).toBe(true);
    const unit = await check({ addressId: c.candidates[0]!.id });
    expect(unit.status).toBe('SUCCESS');
  });

  it('EXISTING_SERVICE: the address and the service already there', async () => {
    const c = await check({ addressId: 'ADR-000006' });
    expect(c.status).toBe('EXISTING_SERVICE');
    expect(c.serviceInventory[0]?.services[0]).toMatchObject({ name: 'HSIA', available: true });
    expect(c.instantHSIAOnIndicator).toBe(false);
  });

  it('NOMATCH: an address, id or gateway serial number the table does not have', async () => {
    for (const q of [{ address: '1 Nowhere Rd, Atlantis' }, { addressId: 'ADR-999999' }, { rgSn: 'RG00000000' }]) {
      const c = await check(q);
      expect(c.status).toBe('NOMATCH');
      expect(c.validAddress).toBeNull();
    }
  });

  it('RG_SN: the gateway serial number finds its address', async () => {
    expect((await check({ rgSn: 'rg44021001' })).validAddress?.id).toBe('ADR-000001');
  });

  it('refuses two ways of naming the address at once, or none, in the one error shape', async () => {
    for (const url of [
      addressPaths.qualification({ addressId: 'ADR-000001', address: '1200 Main St' }),
      addressPaths.qualification({}),
      addressPaths.qualification({ address: 'x'.repeat(201) }),
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorId).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the fixture table', () => {
  it('holds a few hundred addresses across several states, every status and qualification', async () => {
    const { rows } = await t.app.db.query<{ n: number; states: number; buildings: number; existing: number }>(
      `select count(*)::int as n, count(distinct state)::int as states,
              count(*) filter (where is_building)::int as buildings,
              count(*) filter (where existing_service)::int as existing from service_addresses`,
    );
    expect(rows[0]!.n).toBeGreaterThan(300);
    expect(rows[0]!.states).toBeGreaterThanOrEqual(7);
    expect(rows[0]!.buildings).toBeGreaterThan(1);
    expect(rows[0]!.existing).toBeGreaterThan(1);
  });
});
