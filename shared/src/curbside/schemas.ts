import { z } from 'zod';
import {
  CURBSIDE_LIMITS,
  ORDER_NUMBER_PATTERN,
  STORE_PATTERN,
  type CarValues,
  type CheckinMethod,
  type StorefrontValues,
} from './rules.ts';
import { CURBSIDE_TEXTS } from './texts.ts';

const t = CURBSIDE_TEXTS.en;

/** 002 §7 the check-in call's path, under the byodkiosk prefix. */
export const CURBSIDE_PREFIX = '/msapi/byodkiosk';
export const curbsideNotificationPath = (store: string) =>
  `${CURBSIDE_PREFIX}/onlinePickup/curbsidenotification/${encodeURIComponent(store)}`;
/** The embedded default of the configured BOPIS URL (ours: the carrier's own is an outside address). */
export const BOPIS_CHECKIN_PATH = `${CURBSIDE_PREFIX}/onlinePickup/bopis/checkin`;
/** 002 §7: the header the check-in call carries. */
export const CURBSIDE_APP_ID = 'upperFunnel';

export const storeParamSchema = z.string().regex(STORE_PATTERN, t.storeInvalid);
const orderIdSchema = z.string().regex(ORDER_NUMBER_PATTERN, t.orderInvalid);

/**
 * 002 §3 the standard check-in payload. The car check-in carries parking text and the vehicle; the storefront
 * check-in its location (PICKUPINFORMATION) and optional notes (ADITIONAL_INFO, the specification's spelling).
 */
export const curbsideCheckinSchema = z
  .object({
    ADITIONAL_INFO: z.string().max(CURBSIDE_LIMITS.otherNotes, t.notesTooLong),
    CHECKIN_METHOD: z.enum(['CAR', 'STOREFRONT'], t.methodInvalid),
    GEO_LOCATION: z.literal(''),
    ORDERID: orderIdSchema,
    // bounded below, in the words of the form it came from (the body limit bounds it before)
    PICKUPINFORMATION: z.string(),
    VEHICLECOLOR: z.string().max(CURBSIDE_LIMITS.vehicle),
    VEHICLETYPE: z.string().max(CURBSIDE_LIMITS.vehicle),
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.CHECKIN_METHOD === 'CAR') {
      if (!p.PICKUPINFORMATION.trim()) issue('PICKUPINFORMATION', t.parkingRequired);
      else if (p.PICKUPINFORMATION.length > CURBSIDE_LIMITS.parking) issue('PICKUPINFORMATION', t.parkingTooLong);
      if (!p.VEHICLETYPE.trim()) issue('VEHICLETYPE', t.vehicleTypeRequired);
      if (!p.VEHICLECOLOR.trim()) issue('VEHICLECOLOR', t.vehicleColorRequired);
    } else if (!p.PICKUPINFORMATION.trim()) issue('PICKUPINFORMATION', t.locationRequired);
    else if (p.PICKUPINFORMATION.length > CURBSIDE_LIMITS.location) issue('PICKUPINFORMATION', t.locationTooLong);
  });
export type CurbsideCheckin = z.infer<typeof curbsideCheckinSchema>;

/** 002 §3 the BOPIS payload: an array of one { orderNo, storeId, notes } (notes at most 1000 characters). */
export const bopisCheckinSchema = z
  .array(
    z
      .object({
        orderNo: orderIdSchema,
        storeId: storeParamSchema,
        notes: z.string().trim().min(1, t.notesRequired).max(CURBSIDE_LIMITS.notes, t.bopisNotesTooLong),
      })
      .strict(),
  )
  .length(1, t.bopisOne);
export type BopisCheckin = z.infer<typeof bopisCheckinSchema>;

/** 002 §4, §7: the response content holds the status string. */
export const curbsideResponseSchema = z.object({ content: z.string() });
export type CurbsideResponse = z.infer<typeof curbsideResponseSchema>;

export type CheckinValues = { method: 'CAR'; car: CarValues } | { method: 'STOREFRONT'; storefront: StorefrontValues };

/** 002 §3 the standard payload from the form's values. */
export function checkinPayload(ordernum: string, v: CheckinValues): CurbsideCheckin {
  const car = v.method === 'CAR' ? v.car : null;
  const front = v.method === 'STOREFRONT' ? v.storefront : null;
  return {
    ADITIONAL_INFO: front ? front.otherNotes.trim() : '',
    CHECKIN_METHOD: v.method satisfies CheckinMethod,
    GEO_LOCATION: '',
    ORDERID: ordernum,
    PICKUPINFORMATION: car ? car.parking.trim() : front!.location.trim(),
    VEHICLECOLOR: car ? car.vehicleColor.trim() : '',
    VEHICLETYPE: car ? car.vehicleType.trim() : '',
  };
}

/**
 * 002 §3 the BOPIS notes: the storefront's are the location plus the other notes; the car's are where it is
 * parked, the car type and the car colour. At most 1000 characters.
 */
export function bopisNotes(v: CheckinValues): string {
  const notes =
    v.method === 'STOREFRONT'
      ? [
          `Location: ${v.storefront.location.trim()}`,
          v.storefront.otherNotes.trim() && `Notes: ${v.storefront.otherNotes.trim()}`,
        ]
      : [
          `Parked at: ${v.car.parking.trim()}`,
          `Car type: ${v.car.vehicleType.trim()}`,
          `Car colour: ${v.car.vehicleColor.trim()}`,
        ];
  return notes.filter(Boolean).join('; ').slice(0, CURBSIDE_LIMITS.notes);
}

export function bopisPayload(ordernum: string, store: string, v: CheckinValues): BopisCheckin {
  return [{ orderNo: ordernum, storeId: store, notes: bopisNotes(v) }];
}
