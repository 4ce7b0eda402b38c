import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_MAP } from './plan-map-default.ts';
import type { PlanMap, PlanRecord } from './label-schemas.ts';
import type { AddressCheck } from './address-schemas.ts';
import { finderErrorMessage, pageOf, planNameMatches, selectPlans, sortPlans, toPlanCard } from './plan-rules.ts';

const plan = (planName: string, uniqueID: string): PlanRecord =>
  ({
    planName,
    planIds: [{ uniqueID }],
    planType: 'Mobility-Postpaid',
    marketType: 'Consumer',
    lob: 'wireless',
  }) as PlanRecord;

describe('002 §2.1 plan search', () => {
  it('matches the start of the name or of a word after a space, case-insensitive', () => {
    expect(planNameMatches('Unlimited Extra', 'unl')).toBe(true);
    expect(planNameMatches('Unlimited Extra', 'EXT')).toBe(true);
    expect(planNameMatches('Unlimited Extra', 'xtra')).toBe(false);
    expect(planNameMatches('Unlimited Extra', 'limited')).toBe(false);
  });
  it('ignores special characters in the search and the name', () => {
    expect(planNameMatches('Unlimited 55+', '55+')).toBe(true);
    expect(planNameMatches('Prepaid Unlimited 12-Month', '12month')).toBe(true);
    expect(planNameMatches('Fiber 1 GIG', '(fiber)')).toBe(true);
    expect(planNameMatches('Unlimited Starter', '***')).toBe(true);
  });
  it('an empty search matches every plan', () => {
    expect(planNameMatches('Anything', '  ')).toBe(true);
  });
});

describe('002 §9 plan sorting', () => {
  it('is alphabetical, case-insensitive, in natural numeric order', () => {
    const sorted = sortPlans([
      plan('Unlimited Your Way 10', 'a'),
      plan('fiber 500', 'b'),
      plan('Unlimited Your Way 2', 'c'),
      plan('Fiber 300', 'd'),
      plan('apple', 'e'),
    ]).map((p) => p.planName);
    expect(sorted).toEqual(['apple', 'Fiber 300', 'fiber 500', 'Unlimited Your Way 2', 'Unlimited Your Way 10']);
  });
});

describe('002 §2.1, §8 plans for a family at an address', () => {
  const map: PlanMap = {
    DAP_CONSUMER: {
      ...DEFAULT_PLAN_MAP.DAP_CONSUMER!,
      'wireless-postpaid': ['P1', 'P2', 'GONE'],
      wireline: { FIBER_IN_FP: ['F1'], HSIA: ['RETIRED'], FIBER_OUT_OF_FP: [] },
    },
  };
  const feed = [plan('Zeta', 'P2'), plan('Alpha', 'P1'), plan('Fiber', 'F1'), plan('Other', 'X')];

  it('shows the mapped plans the feed has, sorted', () => {
    const s = selectPlans(map, 'DAP_CONSUMER', 'wireless-postpaid', 'FIBER_IN_FP', feed);
    expect(s.ok && s.plans.map((p) => p.planName)).toEqual(['Alpha', 'Zeta']);
    const w = selectPlans(map, 'DAP_CONSUMER', 'wireline', 'FIBER_IN_FP', feed);
    expect(w.ok && w.plans.map((p) => p.planName)).toEqual(['Fiber']);
  });
  it('NOT_QUALIFIED: a wireline address with no plan list for its qualification', () => {
    expect(selectPlans(map, 'DAP_CONSUMER', 'wireline', 'FIBER_OUT_OF_FP', feed)).toMatchObject({
      ok: false,
      code: 'NOT_QUALIFIED',
    });
    expect(selectPlans(map, 'DAP_CONSUMER', 'wireline', 'AIA', feed)).toMatchObject({
      ok: false,
      code: 'NOT_QUALIFIED',
    });
  });
  it('NO_RECORDS_FOUND: a list none of whose plans the feed has', () => {
    expect(selectPlans(map, 'DAP_CONSUMER', 'wireline', 'HSIA', feed)).toMatchObject({
      ok: false,
      code: 'NO_RECORDS_FOUND',
    });
    expect(selectPlans(map, 'DAP_CONSUMER', 'wireless-prepaid', null, [])).toMatchObject({
      ok: false,
      code: 'NO_RECORDS_FOUND',
    });
  });
  it('GENERAL_ERROR: a channel the map lacks', () => {
    expect(selectPlans(map, 'NOPE', 'wireless-postpaid', null, feed)).toMatchObject({
      ok: false,
      code: 'GENERAL_ERROR',
    });
  });
});

describe('002 §8 the alert message', () => {
  it('is the content’s for the code, else its GENERAL_ERROR, else the built-in text', () => {
    expect(finderErrorMessage('NOT_QUALIFIED', { NOT_QUALIFIED: 'nq', GENERAL_ERROR: 'g' }, 'fb')).toBe('nq');
    expect(finderErrorMessage('NOT_QUALIFIED', { GENERAL_ERROR: 'g' }, 'fb')).toBe('g');
    expect(finderErrorMessage('NO_RECORDS_FOUND', {}, 'Something went wrong. Please try again')).toBe(
      'Something went wrong. Please try again',
    );
  });
});

describe('002 §9 grid pages', () => {
  it('9 a page; a page past the end shows the last', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ pages: 3, current: 1, items: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(pageOf(items, 9)).toMatchObject({ pages: 3, current: 3, items: [18, 19] });
    expect(pageOf([], 1)).toMatchObject({ pages: 1, current: 1, items: [] });
  });
});

describe('002 §3 plan card', () => {
  it('carries the accordion label, the unique id, the broadband tax area and the account type', () => {
    const check = { taxAreaDetails: [{ productFamily: 'BROADBAND', taxAreaId: '4400752' }] } as AddressCheck;
    const contact = { errorContactUsLink: '/support', label: 'Business support', phone: '1-800-555-0140' };
    const business = { ...plan('Business Unlimited Starter', 'B1'), marketType: 'Business' };
    const card = toPlanCard(business, { check, contact, accordionLabel: 'Disclosure', disableLinks: true });
    expect(card).toMatchObject({
      heading: 'Business Unlimited Starter',
      nutritionLabel: {
        accordionLabel: 'Disclosure',
        lob: 'wireless',
        uniqueId: 'B1',
        taxationGeoCode: '4400752',
        disableLinks: true,
        errorContactData: contact,
        accType: 'B',
        accSubType: 'O',
      },
    });
    const prepaid = { ...plan('Prepaid 5GB', 'P5'), planType: 'Mobility-Prepaid-CC' };
    expect(
      toPlanCard(prepaid, { check, contact: null, accordionLabel: 'x', disableLinks: false }).nutritionLabel,
    ).toMatchObject({
      accType: 'S',
      accSubType: 'R',
    });
  });
});
