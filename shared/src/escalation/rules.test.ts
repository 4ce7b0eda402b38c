import { describe, expect, it } from 'vitest';
import {
  bestTimeToContact,
  EMPTY_ESCALATION,
  escalationErrors,
  escalationFieldError,
  isValidPhone,
  type EscalationValues,
} from './rules.ts';
import { escalationPayloadSchema, payloadToValues, valuesToPayload } from './schemas.ts';
import { ESCALATION_TEXTS } from './texts.ts';

const t = ESCALATION_TEXTS.en;
const valid: EscalationValues = {
  firstName: 'Avery',
  lastName: 'Lin',
  email: 'avery.lin@example.com',
  phone: '555.555.0142',
  product: 'internet',
  accountNumber: '123456789',
  wirelessNumber: '',
  morning: true,
  evening: false,
  timeZone: 'ET',
  issueDetails: 'My internet drops every evening.',
};

describe('002 §5 escalation rules', () => {
  it('accept a complete form', () => expect(escalationErrors(valid)).toEqual({}));

  it('require first name, last name, email, phone, description, product and a contact time', () => {
    expect(escalationErrors(EMPTY_ESCALATION)).toEqual({
      firstName: t.firstNameRequired,
      lastName: t.lastNameRequired,
      email: t.emailRequired,
      phone: t.phoneRequired,
      product: t.productRequired,
      contactTime: t.contactTimeRequired,
      issueDetails: t.issueRequired,
    });
  });

  it('take morning, evening or both as the contact time, joined by a slash', () => {
    expect(escalationFieldError('contactTime', { ...valid, morning: false, evening: true })).toBeNull();
    expect(bestTimeToContact({ morning: true, evening: false })).toBe('morning');
    expect(bestTimeToContact({ morning: false, evening: true })).toBe('evening');
    expect(bestTimeToContact({ morning: true, evening: true })).toBe('morning/evening');
  });

  it.each(['555-555-0142', '555.555.0142', '5555550142', '(555)5550142', '+15555550142'])(
    'take %s as a phone number',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['555-0142', '555-555-01423', '1 (555) 555-0142', 'five55550142', '+1 555.555.0142'])(
    'refuse %s as a phone number (not a number, or over 12 characters)',
    (phone) => expect(escalationFieldError('phone', { ...valid, phone })).toBe(t.phoneInvalid),
  );

  it('check the email address', () => {
    expect(escalationFieldError('email', { ...valid, email: 'avery@' })).toBe(t.emailInvalid);
    expect(escalationFieldError('email', { ...valid, email: `${'a'.repeat(95)}@x.com` })).toBe(t.emailTooLong);
  });

  it('need a numeric account number for a product other than wireless: Please enter only the number', () => {
    expect(escalationFieldError('accountNumber', { ...valid, accountNumber: '' })).toBe(t.accountRequired);
    expect(escalationFieldError('accountNumber', { ...valid, accountNumber: '1234-56' })).toBe(
      'Please enter only the number',
    );
    expect(escalationFieldError('wirelessNumber', valid)).toBeNull();
  });

  it('need a valid wireless number, not an account number, for wireless', () => {
    const wireless = { ...valid, product: 'wireless', accountNumber: '' };
    expect(escalationFieldError('accountNumber', wireless)).toBeNull();
    expect(escalationFieldError('wirelessNumber', wireless)).toBe(t.wirelessRequired);
    expect(escalationFieldError('wirelessNumber', { ...wireless, wirelessNumber: '12' })).toBe(t.phoneInvalid);
    expect(escalationFieldError('wirelessNumber', { ...wireless, wirelessNumber: '555-555-0199' })).toBeNull();
  });

  it('bound the problem description at 3000 characters', () => {
    expect(escalationFieldError('issueDetails', { ...valid, issueDetails: 'x'.repeat(3000) })).toBeNull();
    expect(escalationFieldError('issueDetails', { ...valid, issueDetails: 'x'.repeat(3001) })).toBe(t.issueTooLong);
  });

  it('speak Spanish on a Spanish page', () => {
    expect(escalationFieldError('firstName', EMPTY_ESCALATION, ESCALATION_TEXTS.es)).toBe('Ingresa tu nombre');
    expect(escalationFieldError('accountNumber', { ...valid, accountNumber: 'abc' }, ESCALATION_TEXTS.es)).toBe(
      'Ingresa solo el número',
    );
  });
});

describe('002 §3 the escalation payload', () => {
  it('sends the §3 fields, the wireless number as ACCOUNT_NUMBER for wireless', () => {
    const payload = valuesToPayload(
      { ...valid, product: 'wireless', wirelessNumber: '555-555-0199', evening: true },
      'Social advocate escalation',
    );
    expect(payload).toEqual({
      ACCOUNT_NUMBER: '555-555-0199',
      BESTTIME_TO_CONTACT: 'morning/evening',
      SUBJECT: 'Social advocate escalation',
      EMAIL_ADDRESS: 'avery.lin@example.com',
      FIRST_NAME: 'Avery',
      LAST_NAME: 'Lin',
      ISSUE_DETAILS: 'My internet drops every evening.',
      PHONE_NUMBER: '555.555.0142',
      PRODUCT_VALUE: 'wireless',
      TIME_ZONE: 'ET',
    });
    expect(escalationPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payloadToValues(payload).wirelessNumber).toBe('555-555-0199');
  });

  it('is checked again with the same rules, the message being the rule’s', () => {
    const bad = escalationPayloadSchema.safeParse({ ...valuesToPayload(valid, 'S'), ACCOUNT_NUMBER: '12a' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ACCOUNT_NUMBER', 'Please enter only the number'],
    ]);
    const extra = escalationPayloadSchema.safeParse({ ...valuesToPayload(valid, 'S'), EXTRA: 'x' });
    expect(extra.success).toBe(false);
  });
});
