/** 002 §5, §9 the curbside check-in's bounds. */
export const CURBSIDE_LIMITS = {
  parking: 200,
  vehicle: 40,
  location: 200,
  otherNotes: 750,
  notes: 1000,
} as const;

/** 002 §5: two digits, a hyphen, then fifteen digits. */
export const ORDER_NUMBER_PATTERN = /^\d{2}-\d{15}$/;
/** 002 §5: under 6 characters (a store id; letters and digits, so it is safe in the call's path). */
export const STORE_PATTERN = /^[A-Za-z0-9]{1,5}$/;

/** What the check-in page reads from its address (002 §2.8). */
export interface CurbsideQuery {
  ordernum: string;
  store: string;
  locationID: string;
  bopis: boolean;
}

/**
 * 002 §2.8, §5: ordernum, store, locationID and BOPIS from the query string; null (the find-your-order view) when
 * ordernum, store or locationID breaks its rule.
 */
export function readCurbsideQuery(search: string): CurbsideQuery | null {
  const q = new URLSearchParams(search);
  const ordernum = (q.get('ordernum') ?? '').trim();
  const store = (q.get('store') ?? '').trim();
  const locationID = (q.get('locationID') ?? '').trim();
  if (!ORDER_NUMBER_PATTERN.test(ordernum) || !STORE_PATTERN.test(store) || !/^\d+$/.test(locationID)) return null;
  return { ordernum, store, locationID, bopis: (q.get('BOPIS') ?? '').trim().toLowerCase() === 'true' };
}

export type CheckinMethod = 'CAR' | 'STOREFRONT';

export interface CarValues {
  parking: string;
  vehicleType: string;
  vehicleColor: string;
}
export interface StorefrontValues {
  location: string;
  otherNotes: string;
}
export type CarField = keyof CarValues;
export type StorefrontField = keyof StorefrontValues;

export interface CurbsideRuleTexts {
  parkingRequired: string;
  parkingTooLong: string;
  vehicleTypeRequired: string;
  vehicleColorRequired: string;
  locationRequired: string;
  locationTooLong: string;
  notesTooLong: string;
}

/** 002 §5: the car form needs parking text (at most 200 characters), vehicle type and vehicle colour. */
export function carErrors(v: CarValues, t: CurbsideRuleTexts): Partial<Record<CarField, string>> {
  const out: Partial<Record<CarField, string>> = {};
  if (!v.parking.trim()) out.parking = t.parkingRequired;
  else if (v.parking.length > CURBSIDE_LIMITS.parking) out.parking = t.parkingTooLong;
  if (!v.vehicleType.trim() || v.vehicleType.length > CURBSIDE_LIMITS.vehicle) out.vehicleType = t.vehicleTypeRequired;
  if (!v.vehicleColor.trim() || v.vehicleColor.length > CURBSIDE_LIMITS.vehicle)
    out.vehicleColor = t.vehicleColorRequired;
  return out;
}

/** 002 §5: the storefront form needs a location; other notes are optional (bounded so the notes fit 1000). */
export function storefrontErrors(v: StorefrontValues, t: CurbsideRuleTexts): Partial<Record<StorefrontField, string>> {
  const out: Partial<Record<StorefrontField, string>> = {};
  if (!v.location.trim()) out.location = t.locationRequired;
  else if (v.location.length > CURBSIDE_LIMITS.location) out.location = t.locationTooLong;
  if (v.otherNotes.length > CURBSIDE_LIMITS.otherNotes) out.otherNotes = t.notesTooLong;
  return out;
}

/** How the page shows a check-in's answer (002 §4). */
export type CurbsideOutcome = 'success' | 'info' | 'error';

const SUCCESS = new Set(['READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP']);
const INFO = new Set(['CUSTOMERPICKEDUP', 'CANCELLED', 'Canceled', 'ORDERNOTFOUND', 'NOTIFICATIONNOTSENT']);

/**
 * 002 §4: READYFORCUSTOMERPICKUP and BEINGPICKEDUP are a success (check icon); CUSTOMERPICKEDUP, CANCELLED or
 * Canceled, ORDERNOTFOUND and NOTIFICATIONNOTSENT are information (info icon); anything else is an error.
 */
export function curbsideOutcome(status: unknown): CurbsideOutcome {
  if (typeof status !== 'string') return 'error';
  if (SUCCESS.has(status)) return 'success';
  return INFO.has(status) ? 'info' : 'error';
}

/** The statuses with a result view of their own (Canceled reads as CANCELLED). */
export type CurbsideResultStatus =
  | 'READYFORCUSTOMERPICKUP'
  | 'BEINGPICKEDUP'
  | 'CUSTOMERPICKEDUP'
  | 'CANCELLED'
  | 'ORDERNOTFOUND'
  | 'NOTIFICATIONNOTSENT';

export function resultStatus(status: string): CurbsideResultStatus | null {
  if (curbsideOutcome(status) === 'error') return null;
  return (status === 'Canceled' ? 'CANCELLED' : status) as CurbsideResultStatus;
}
