import { PHONE_MAX_LENGTH, phoneDigits } from '@carrier/shared/forms';

/** 001 §5, §9 soft authentication limits. */
export const SOFT_AUTH_LIMITS = { wirelessNumber: PHONE_MAX_LENGTH, ssn: 4, zip: 5 } as const;

export type SoftAuthField = 'wirelessNumber' | 'ssn' | 'zip';

/** 001 §5: a wireless number passes the site's phone check: ten digits, written with dashes or not, at most 12. */
export function isValidWirelessNumber(value: string): boolean {
  return value.length <= SOFT_AUTH_LIMITS.wirelessNumber && /^[\d-]+$/.test(value) && phoneDigits(value).length === 10;
}

/** 001 §5: the last 4 of the SSN, numeric, exactly 4. */
export function isValidSsn(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** 001 §5: the ZIP, numeric, exactly 5. */
export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export function isValidField(field: SoftAuthField, value: string): boolean {
  if (field === 'wirelessNumber') return isValidWirelessNumber(value);
  return field === 'ssn' ? isValidSsn(value) : isValidZip(value);
}

/** 001 §5: dashes are removed before sending. */
export function wirelessNumberToSend(value: string): string {
  return value.replace(/-/g, '');
}
