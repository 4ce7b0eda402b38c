import { SUBSCRIPTION_COUNTRY, type SubscriptionResponse } from '@carrier/shared/connected-car';
import { ErrorIds } from '@carrier/shared/core';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { findVehicle, type VehicleRow } from './store.ts';

/** The platform's answer when it cannot check a vehicle for the caller's tenant and country (002 §4: step 5). */
export const VEHICLE_NOT_SUBSCRIBABLE = 'VEHICLE_NOT_SUBSCRIBABLE';
export const PLATFORM_UNAVAILABLE = 'PLATFORM_UNAVAILABLE';

export interface SubscriptionCheck {
  vin: string;
  tenant: string;
  country: string;
}

/**
 * 002 §3, §7 the connected-vehicle platform's subscription check, embedded: the vehicle's plan statuses, whether it
 * can be registered and what its carmaker allows, for the tenant (carmaker) and country the caller names. A vehicle
 * the platform does not know, another tenant's vehicle, or one sold in another country answers 422 (the page then
 * offers a mobile hotspot); a vehicle whose telematics unit the platform cannot reach answers that failure.
 */
export async function checkSubscription(db: Queryable, check: SubscriptionCheck): Promise<SubscriptionResponse> {
  const vehicle = await findVehicle(db, check.vin);
  if (
    !vehicle ||
    vehicle.tenant.toLowerCase() !== check.tenant.toLowerCase() ||
    vehicle.sold_in_country !== check.country ||
    check.country !== SUBSCRIPTION_COUNTRY
  ) {
    throw new HttpError(
      422,
      VEHICLE_NOT_SUBSCRIBABLE,
      'This vehicle cannot be subscribed on the platform for this tenant and country.',
    );
  }
  if (vehicle.platform_error !== null) {
    throw new HttpError(
      vehicle.platform_error,
      vehicle.platform_error === 500 ? ErrorIds.system : PLATFORM_UNAVAILABLE,
      'The connected-vehicle platform cannot reach this vehicle right now. Please try again later.',
    );
  }
  return toResponse(vehicle);
}

function toResponse(v: VehicleRow): SubscriptionResponse {
  return {
    status: { trial: v.trial_status, shared: v.shared_status, postpaid: v.postpaid_status, prepaid: v.prepaid_status },
    permissions: { canRegister: v.can_register },
    vehicle: { soldInCountry: v.sold_in_country, vin: v.vin, evin: v.evin },
    metas: {
      retailAllowed: v.retail_allowed === null ? null : String(v.retail_allowed),
      trial: { name: v.trial_name },
    },
    device: { metas: { type: v.device_type } },
  };
}
