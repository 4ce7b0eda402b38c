import type { CustomerInfoResponse } from '@carrier/shared/discount-program';
import { EMPTY_VALUES, type VerifyFormValues } from './verify-form-rules.ts';

/** The fields a CRP customer's account fills: shown filled in and not editable (001 §6). */
export const CRP_FIELDS = ['firstName', 'lastName', 'email', 'address1', 'city', 'state', 'postalCode'] as const;

/**
 * 001 §6 CRP: the form's values from the customer-info lookup by billing account, and the fields it locks (only
 * those the account has a value for; an empty one stays for the customer to fill).
 */
export function crpPrefill(info: CustomerInfoResponse): {
  values: VerifyFormValues;
  locked: Array<keyof VerifyFormValues>;
} {
  const values = { ...EMPTY_VALUES };
  const locked: Array<keyof VerifyFormValues> = [];
  for (const field of CRP_FIELDS) {
    const value = info[field].trim();
    if (!value) continue;
    values[field] = value;
    locked.push(field);
  }
  return { values, locked };
}
