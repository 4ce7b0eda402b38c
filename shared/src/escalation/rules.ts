import { isValidEmail } from '../core/email.ts';
import { ESCALATION_PRODUCTS, ESCALATION_TEXTS, ESCALATION_TIME_ZONES, type EscalationTexts } from './texts.ts';

/** 002 §5, §9 the escalation form's bounds. */
export const ESCALATION_LIMITS = {
  issueDetails: 3000,
  phone: 12,
  accountNumber: 20,
  name: 50,
  email: 100,
  subject: 200,
} as const;

/** What the form holds while it is filled in. */
export interface EscalationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  product: string;
  accountNumber: string;
  wirelessNumber: string;
  morning: boolean;
  evening: boolean;
  timeZone: string;
  issueDetails: string;
}
export type EscalationField = Exclude<keyof EscalationValues, 'morning' | 'evening'> | 'contactTime';

export const EMPTY_ESCALATION: EscalationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  product: '',
  accountNumber: '',
  wirelessNumber: '',
  morning: false,
  evening: false,
  timeZone: '',
  issueDetails: '',
};

/** The fields in the order the form shows them (the error summary and focus follow it). */
export const ESCALATION_FIELD_ORDER: readonly EscalationField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'product',
  'accountNumber',
  'wirelessNumber',
  'contactTime',
  'timeZone',
  'issueDetails',
];

// a US number: ten digits, optionally after 1 or +1, grouped by spaces, dots, dashes or brackets
const PHONE_PATTERN = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** 002 §5: a phone or wireless number is at most 12 characters and a valid (US) phone number. */
export function isValidPhone(value: string): boolean {
  const v = value.trim();
  return v.length <= ESCALATION_LIMITS.phone && PHONE_PATTERN.test(v);
}

export const isWirelessProduct = (product: string) => product === 'wireless';
const PRODUCTS: ReadonlySet<string> = new Set(ESCALATION_PRODUCTS.map((p) => p.value));
const TIME_ZONES: ReadonlySet<string> = new Set(ESCALATION_TIME_ZONES.map((z) => z.value));

/**
 * 002 §5 every escalation rule, for one field: the message of the first rule it breaks, or null. The browser runs
 * it on blur, on change and on submit; the gateway runs it again on what was sent.
 */
export function escalationFieldError(
  field: EscalationField,
  v: EscalationValues,
  t: EscalationTexts = ESCALATION_TEXTS.en,
): string | null {
  const text = (s: string) => s.trim();
  switch (field) {
    case 'firstName':
    case 'lastName': {
      if (!text(v[field])) return field === 'firstName' ? t.firstNameRequired : t.lastNameRequired;
      return text(v[field]).length > ESCALATION_LIMITS.name ? t.nameTooLong : null;
    }
    case 'email':
      if (!text(v.email)) return t.emailRequired;
      if (text(v.email).length > ESCALATION_LIMITS.email) return t.emailTooLong;
      return isValidEmail(text(v.email)) ? null : t.emailInvalid;
    case 'phone':
      if (!text(v.phone)) return t.phoneRequired;
      return isValidPhone(v.phone) ? null : t.phoneInvalid;
    case 'product':
      return PRODUCTS.has(v.product) ? null : t.productRequired;
    case 'accountNumber':
      // 002 §5: required and digits only when a product other than wireless is chosen
      if (!PRODUCTS.has(v.product) || isWirelessProduct(v.product)) return null;
      if (!text(v.accountNumber)) return t.accountRequired;
      return /^\d{1,20}$/.test(text(v.accountNumber)) ? null : t.accountNumeric;
    case 'wirelessNumber':
      if (!isWirelessProduct(v.product)) return null;
      if (!text(v.wirelessNumber)) return t.wirelessRequired;
      return isValidPhone(v.wirelessNumber) ? null : t.phoneInvalid;
    case 'contactTime':
      return v.morning || v.evening ? null : t.contactTimeRequired;
    case 'timeZone':
      return v.timeZone === '' || TIME_ZONES.has(v.timeZone) ? null : t.timeZoneInvalid;
    case 'issueDetails':
      if (!text(v.issueDetails)) return t.issueRequired;
      return v.issueDetails.length > ESCALATION_LIMITS.issueDetails ? t.issueTooLong : null;
  }
}

/** Every field's error, in the form's order (empty when the form may be sent). */
export function escalationErrors(
  v: EscalationValues,
  t: EscalationTexts = ESCALATION_TEXTS.en,
): Partial<Record<EscalationField, string>> {
  const out: Partial<Record<EscalationField, string>> = {};
  for (const field of ESCALATION_FIELD_ORDER) {
    const message = escalationFieldError(field, v, t);
    if (message) out[field] = message;
  }
  return out;
}

/** 002 §3 BESTTIME_TO_CONTACT: morning, evening, or both joined by a slash. */
export function bestTimeToContact(v: Pick<EscalationValues, 'morning' | 'evening'>): string {
  return [v.morning && 'morning', v.evening && 'evening'].filter(Boolean).join('/');
}
