/**
 * 002 §7 the connected-car calls. Both outside services have an embedded implementation in the gateway at these
 * site paths; UPSTREAMS sends either prefix to the real service (the path after the prefix travels unchanged).
 */
export const VPIC_PREFIX = '/msapi/vpic';
/** The embedded government decoder: GET {VIN_DECODER_BASE}{vin}?format=json (content may name another base). */
export const VIN_DECODER_BASE = `${VPIC_PREFIX}/api/vehicles/DecodeVin/`;

export const CONNECTED_VEHICLE_PREFIX = '/msapi/connectedvehicle';
/** The connected-vehicle platform's subscription check, …/ValidateSubscription/data?uri=vin:{vin}&appKey={key}. */
export const SUBSCRIPTION_PATH_TAIL = 'Dealer-Subscriptions-1/Services/ValidateSubscription/data';
export const DEFAULT_SUBSCRIPTION_PATH = `${CONNECTED_VEHICLE_PREFIX}/${SUBSCRIPTION_PATH_TAIL}`;

export function decoderUrl(base: string, vin: string): string {
  return `${base}${encodeURIComponent(vin)}?format=json`;
}

export function subscriptionUrl(path: string, vin: string, appKey: string): string {
  const query = new URLSearchParams({ uri: `vin:${vin}`, appKey });
  return `${path}?${query.toString()}`;
}
