import type { AddressCheck } from './address-schemas.ts';
import type { OfferingPrice, ProductOffering } from './offer-schemas.ts';

/** 002 §8 instant-on message keys; each defaults to 'Something went wrong please try again'. */
export const INSTANT_ON_ERROR_KEYS = [
  'storageException',
  'generalError',
  'connectedCommunityError',
  'ubanNotAvailable',
  'banOccupiedError',
  'instantOnNotAvailableError',
  'addToCartError',
] as const;
export type InstantOnErrorKey = (typeof INSTANT_ON_ERROR_KEYS)[number];

const characteristic = (check: AddressCheck, name: string) =>
  check.searchCriteria.service.serviceCharacteristic.find((c) => c.name === name)?.value ?? '';

const serviceAvailable = (check: AddressCheck, category: string, names: readonly string[]) =>
  check.serviceQualification
    .filter((c) => c.categoryName === category)
    .some((c) => c.services.some((s) => names.includes(s.name) && s.available));

/** 002 §5: connected-community dwellings, mdu or sfu, consumer or bulk. */
export function isConnectedCommunity(dwellingType: string): boolean {
  return /^CC_(MDU|SFU)_(CONSUMER|BULK)$/i.test(dwellingType);
}

/**
 * 002 §5 instant-on eligibility, in order: the instant-on indicator is set; the dwelling is not a
 * connected-community type; the uverse service is available; the unit is unoccupied; and either TV/DTV is
 * qualified or the internet service is LightSpeedEligible. The first failing rule names its §8 message key.
 */
export function instantOnEligibility(check: AddressCheck): { ok: true } | { ok: false; key: InstantOnErrorKey } {
  if (!check.instantHSIAOnIndicator) return { ok: false, key: 'instantOnNotAvailableError' };
  if (isConnectedCommunity(characteristic(check, 'dwellingType'))) return { ok: false, key: 'connectedCommunityError' };
  if (!serviceAvailable(check, 'UVERSE', ['uverse'])) return { ok: false, key: 'ubanNotAvailable' };
  if (characteristic(check, 'livingUnitStatus').toUpperCase() !== 'VACANT')
    return { ok: false, key: 'banOccupiedError' };
  const tv = serviceAvailable(check, 'TV', ['TV', 'DTV']);
  const lightSpeed = serviceAvailable(check, 'INTERNET', ['LightSpeedEligible']);
  if (!tv && !lightSpeed) return { ok: false, key: 'generalError' };
  return { ok: true };
}

/** 002 §9 prices rounded to 2 decimals. */
export function roundPrice(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function formatPrice(value: number, locale: 'en-us' | 'es-us' = 'en-us'): string {
  return new Intl.NumberFormat(locale === 'es-us' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(roundPrice(value));
}

/** 002 §3 the final price of one price type (RC monthly, OC one-time), summed and rounded; 0 when absent. */
export function priceOf(prices: readonly OfferingPrice[], type: 'RC' | 'OC'): number {
  return roundPrice(
    prices.filter((p) => p.priceType === type).reduce((sum, p) => sum + p.finalPrice.dutyFreeAmount.value, 0),
  );
}

/** The monthly price of an offering with or without its all-in-one discount (the option group's RC, negative). */
export function monthlyWithBundle(offering: ProductOffering, allInOne: boolean): number {
  const base = priceOf(offering.productOfferingTotalPrice, 'RC');
  if (!allInOne) return base;
  const discount = offering.bundledProductOfferingGroupOption.reduce(
    (sum, o) => sum + priceOf(o.productOfferingTotalPrice, 'RC'),
    0,
  );
  return roundPrice(Math.max(0, base + discount));
}

/** 002 §2.6 session storage of the all-in-one checkbox. */
export const AIO_SESSION_KEY = 'INTERNET_aioSessionData';
export const QUALIFICATION_SESSION_KEY = 'qualificationInfo';
