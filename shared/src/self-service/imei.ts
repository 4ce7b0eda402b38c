import { IMEI_LENGTH } from './constants.ts';

/** 000 §5: the IMEI input keeps digits only and at most 15 of them. */
export function sanitizeImeiInput(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, IMEI_LENGTH);
}

/** 000 §5: exactly 15 ASCII digits. */
export function isValidImei(value: string): boolean {
  return new RegExp(`^[0-9]{${IMEI_LENGTH}}$`).test(value);
}
