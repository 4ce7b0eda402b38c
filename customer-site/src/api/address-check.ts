import {
  addressCheckResponseSchema,
  addressPaths,
  addressSearchResponseSchema,
  CA_VALIDATION_INFO_KEY,
  type AddressCheck,
  type AddressSuggestion,
  type CAValidationInfo,
} from '@carrier/shared/address-shopping';
import { requestJson, type ApiResult } from './http.ts';

/** The address type-ahead; a failure is an empty list (the visitor can still type the address in full). */
export async function searchAddresses(text: string): Promise<AddressSuggestion[]> {
  const result = await requestJson(addressPaths.search(text), {}, addressSearchResponseSchema);
  return result.ok ? result.data.suggestions : [];
}

/** 002 §3 the address check, by address id, RG_SN or the typed address. */
export async function checkAddress(
  query: Parameters<typeof addressPaths.qualification>[0],
): Promise<ApiResult<AddressCheck>> {
  const result = await requestJson(addressPaths.qualification(query), {}, addressCheckResponseSchema);
  return result.ok ? { ok: true, data: result.data.content } : result;
}

/** 001 §3 CAValidationInfo: the validated address, kept in local storage for the next pages. */
export function keepValidatedAddress(check: AddressCheck): void {
  const a = check.validAddress;
  if (!a) return;
  const info: CAValidationInfo = {
    addressLine1: a.addressLine1 + (a.unit ? ` ${a.unit}` : ''),
    city: a.city,
    postcode: a.postcode,
    stateOrProvince: a.stateOrProvince,
  };
  try {
    window.localStorage.setItem(CA_VALIDATION_INFO_KEY, JSON.stringify(info));
  } catch {
    // storage refused (private mode, quota): the check's answer is still shown
  }
}
