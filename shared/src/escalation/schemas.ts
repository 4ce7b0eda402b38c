import { z } from 'zod';
import {
  bestTimeToContact,
  ESCALATION_FIELD_ORDER,
  ESCALATION_LIMITS,
  escalationFieldError,
  isWirelessProduct,
  type EscalationValues,
} from './rules.ts';

/** 002 §7 the escalation call's path (under the microsites prefix). */
export const ESCALATION_PATH = '/msapi/microsites-orch-nodems/v1/webform/email/socialAdvocate';

const text = (max: number) => z.string().max(max);

/**
 * 002 §3 the escalation submission: the §3 field names, each bounded, and every §5 rule applied again (the
 * message is the rule's, so a refused field reads as the form would have shown it).
 */
export const escalationPayloadSchema = z
  .object({
    ACCOUNT_NUMBER: text(ESCALATION_LIMITS.accountNumber),
    BESTTIME_TO_CONTACT: z.enum(['morning', 'evening', 'morning/evening']),
    SUBJECT: text(ESCALATION_LIMITS.subject),
    EMAIL_ADDRESS: text(ESCALATION_LIMITS.email),
    FIRST_NAME: text(ESCALATION_LIMITS.name),
    LAST_NAME: text(ESCALATION_LIMITS.name),
    ISSUE_DETAILS: text(ESCALATION_LIMITS.issueDetails),
    PHONE_NUMBER: text(ESCALATION_LIMITS.phone),
    PRODUCT_VALUE: text(20),
    TIME_ZONE: text(10),
  })
  .strict()
  .superRefine((payload, ctx) => {
    const values = payloadToValues(payload);
    for (const field of ESCALATION_FIELD_ORDER) {
      const message = escalationFieldError(field, values);
      if (message) ctx.addIssue({ code: 'custom', message, path: [fieldToKey(field)] });
    }
  });
export type EscalationPayload = z.input<typeof escalationPayloadSchema>;

/** 002 §7: 200 returns refId. */
export const escalationResponseSchema = z.object({ refId: z.string().min(1) });
export type EscalationResponse = z.infer<typeof escalationResponseSchema>;

/** The form's values as the call sends them (002 §3): ACCOUNT_NUMBER is the wireless number for wireless. */
export function valuesToPayload(v: EscalationValues, subject: string): EscalationPayload {
  const wireless = isWirelessProduct(v.product);
  return {
    ACCOUNT_NUMBER: (wireless ? v.wirelessNumber : v.accountNumber).trim(),
    BESTTIME_TO_CONTACT: bestTimeToContact(v) as EscalationPayload['BESTTIME_TO_CONTACT'],
    SUBJECT: subject,
    EMAIL_ADDRESS: v.email.trim(),
    FIRST_NAME: v.firstName.trim(),
    LAST_NAME: v.lastName.trim(),
    ISSUE_DETAILS: v.issueDetails,
    PHONE_NUMBER: v.phone.trim(),
    PRODUCT_VALUE: v.product,
    TIME_ZONE: v.timeZone,
  };
}

export function payloadToValues(p: Omit<EscalationPayload, 'BESTTIME_TO_CONTACT'> & { BESTTIME_TO_CONTACT: string }) {
  const wireless = isWirelessProduct(p.PRODUCT_VALUE);
  const times = p.BESTTIME_TO_CONTACT.split('/');
  const values: EscalationValues = {
    firstName: p.FIRST_NAME,
    lastName: p.LAST_NAME,
    email: p.EMAIL_ADDRESS,
    phone: p.PHONE_NUMBER,
    product: p.PRODUCT_VALUE,
    accountNumber: wireless ? '' : p.ACCOUNT_NUMBER,
    wirelessNumber: wireless ? p.ACCOUNT_NUMBER : '',
    morning: times.includes('morning'),
    evening: times.includes('evening'),
    timeZone: p.TIME_ZONE,
    issueDetails: p.ISSUE_DETAILS,
  };
  return values;
}

function fieldToKey(field: (typeof ESCALATION_FIELD_ORDER)[number]): string {
  const keys: Record<(typeof ESCALATION_FIELD_ORDER)[number], string> = {
    firstName: 'FIRST_NAME',
    lastName: 'LAST_NAME',
    email: 'EMAIL_ADDRESS',
    phone: 'PHONE_NUMBER',
    product: 'PRODUCT_VALUE',
    accountNumber: 'ACCOUNT_NUMBER',
    wirelessNumber: 'ACCOUNT_NUMBER',
    contactTime: 'BESTTIME_TO_CONTACT',
    timeZone: 'TIME_ZONE',
    issueDetails: 'ISSUE_DETAILS',
  };
  return keys[field];
}
