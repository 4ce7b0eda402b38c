import { describe, expect, it } from 'vitest';
import { militaryFormFields, parseMilitaryFields, profileResponseSchema, waiverSubmitSchema } from './schemas.ts';
import { profile } from './test-profile.ts';

describe('self-service schemas (000 §3, §7)', () => {
  it('the profile shape parses', () => expect(profileResponseSchema.parse(profile)).toEqual(profile));
  it('waiver submit: requestType of the four, at least one account, ctn of 10 digits', () => {
    const account = { product: 'MOBILITY', productOptions: [], productKey: 'K', action: 'cancel', ctn: ['2145550101'] };
    expect(waiverSubmitSchema.safeParse({ requestType: 'cancel_service', accounts: [account] }).success).toBe(true);
    expect(waiverSubmitSchema.safeParse({ requestType: 'other', accounts: [account] }).success).toBe(false);
    expect(waiverSubmitSchema.safeParse({ requestType: 'default', accounts: [] }).success).toBe(false);
    expect(
      waiverSubmitSchema.safeParse({ requestType: 'default', accounts: [{ ...account, ctn: ['12'] }] }).success,
    ).toBe(false);
  });
  it('military fields round-trip through FormData text', () => {
    const fields = {
      requestType: 'restore' as const,
      accountNumber: '1',
      accountHolderName: 'J',
      emailAddress: 'j@e.co',
      subject: 'S',
      termsAndConditions: true,
      numbersToRestore: ['2145550103'],
      restoreServiceDate: '2026-02-21',
      numbersToCancel: [],
      numbersToHold: [],
      numbersToUnlock: [],
      numbersToTerminate: [],
      serviceMemberInfo: null,
    };
    expect(parseMilitaryFields(militaryFormFields(fields))).toEqual(fields);
  });
  it('missing lists are empty, broken JSON or a wrong request type is refused', () => {
    expect(
      parseMilitaryFields({ requestType: 'cancel', accountNumber: '1', termsAndConditions: 'true' }),
    ).toMatchObject({ numbersToCancel: [], serviceMemberInfo: null });
    expect(parseMilitaryFields({ requestType: 'cancel', accountNumber: '1', numbersToCancel: '[' })).toBeNull();
    expect(parseMilitaryFields({ requestType: 'suspend', accountNumber: '1' })).toBeNull();
  });
});
