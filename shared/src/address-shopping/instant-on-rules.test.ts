import { describe, expect, it } from 'vitest';
import type { AddressCheck } from './address-schemas.ts';
import type { ProductOffering } from './offer-schemas.ts';
import {
  formatPrice,
  instantOnEligibility,
  isConnectedCommunity,
  monthlyWithBundle,
  priceOf,
  roundPrice,
} from './instant-on-rules.ts';

function check(over: {
  indicator?: boolean;
  dwelling?: string;
  unit?: string;
  uverse?: boolean;
  tv?: boolean;
  lightSpeed?: boolean;
}): AddressCheck {
  return {
    status: 'SUCCESS',
    qualified: 'FIBER_IN_FP',
    validAddress: null,
    taxAreaDetails: [],
    serviceInventory: [],
    candidates: [],
    instantHSIAOnIndicator: over.indicator ?? true,
    searchCriteria: {
      service: {
        serviceCharacteristic: [
          { name: 'dwellingType', value: over.dwelling ?? 'SFU' },
          { name: 'livingUnitStatus', value: over.unit ?? 'VACANT' },
        ],
      },
    },
    serviceQualification: [
      { categoryName: 'TV', services: [{ name: 'DTV', serviceType: 'DTV', available: over.tv ?? true }] },
      {
        categoryName: 'INTERNET',
        services: [{ name: 'LightSpeedEligible', serviceType: 'FIBER', available: over.lightSpeed ?? false }],
      },
      { categoryName: 'UVERSE', services: [{ name: 'uverse', serviceType: 'UVERSE', available: over.uverse ?? true }] },
    ],
  };
}

describe('002 §5 instant-on eligibility', () => {
  it('passes with every rule met, by TV or by LightSpeedEligible', () => {
    expect(instantOnEligibility(check({}))).toEqual({ ok: true });
    expect(instantOnEligibility(check({ tv: false, lightSpeed: true }))).toEqual({ ok: true });
  });
  it('each failing rule names its own §8 message key, the first failing one winning', () => {
    expect(instantOnEligibility(check({ indicator: false }))).toEqual({ ok: false, key: 'instantOnNotAvailableError' });
    for (const dwelling of ['CC_MDU_CONSUMER', 'CC_SFU_CONSUMER', 'CC_MDU_BULK', 'CC_SFU_BULK'])
      expect(instantOnEligibility(check({ dwelling }))).toEqual({ ok: false, key: 'connectedCommunityError' });
    expect(instantOnEligibility(check({ uverse: false }))).toEqual({ ok: false, key: 'ubanNotAvailable' });
    expect(instantOnEligibility(check({ unit: 'OCCUPIED' }))).toEqual({ ok: false, key: 'banOccupiedError' });
    expect(instantOnEligibility(check({ tv: false, lightSpeed: false }))).toEqual({ ok: false, key: 'generalError' });
    expect(instantOnEligibility(check({ indicator: false, unit: 'OCCUPIED' }))).toEqual({
      ok: false,
      key: 'instantOnNotAvailableError',
    });
  });
  it('an MDU that is not a connected community is not refused for its dwelling', () => {
    expect(isConnectedCommunity('MDU')).toBe(false);
    expect(instantOnEligibility(check({ dwelling: 'MDU' }))).toEqual({ ok: true });
  });
});

describe('002 §9 prices', () => {
  const amount = (value: number) => ({ dutyFreeAmount: { value, unit: 'USD' } });
  const offering: ProductOffering = {
    id: 'BB-1',
    name: 'Fiber 300',
    productOfferingType: 'Wireline-Fiber',
    uniqueId: 'F1',
    downloadMbps: 300,
    productOfferingTotalPrice: [
      { priceType: 'RC', price: amount(55), finalPrice: amount(55.004) },
      { priceType: 'OC', price: amount(99), finalPrice: amount(99) },
    ],
    bundledProductOffering: [],
    bundledProductOfferingGroupOption: [
      {
        id: 'AIO',
        name: 'All-in-one',
        productOfferingTotalPrice: [{ priceType: 'RC', price: amount(-10), finalPrice: amount(-10) }],
      },
    ],
  };
  it('rounds to 2 decimals; RC is monthly and OC one-time', () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(47.499)).toBe(47.5);
    expect(priceOf(offering.productOfferingTotalPrice, 'RC')).toBe(55);
    expect(priceOf(offering.productOfferingTotalPrice, 'OC')).toBe(99);
  });
  it('the all-in-one option takes its discount off the monthly price', () => {
    expect(monthlyWithBundle(offering, false)).toBe(55);
    expect(monthlyWithBundle(offering, true)).toBe(45);
  });
  it('formats dollars with 2 decimals in each language', () => {
    expect(formatPrice(47.5)).toBe('$47.50');
    expect(formatPrice(1234.5, 'es-us')).toMatch(/1,?234\.50/);
  });
});
