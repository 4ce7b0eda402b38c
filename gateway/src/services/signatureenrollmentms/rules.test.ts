import { describe, expect, it } from 'vitest';
import { CUSTOMER_ORDER_NUMBER_PATTERN } from '@carrier/shared/discount-program';
import { accountTypeResponse, blockingErrorId, customerOrderNumber, type EnrollmentAccount } from './rules.ts';

const account = (over: Partial<EnrollmentAccount> = {}): EnrollmentAccount => ({
  billingAccountNumber: '287243560101',
  billingMarket: 'DLS',
  accountKind: 'postpaid',
  linkedFan: null,
  currentDiscount: 'none',
  reviewErrorId: null,
  ...over,
});
const info = (existingFan: boolean) => ({ billingMarket: 'DLS', billingAccountNumber: '287243560101', existingFan });

describe('001 §8 what keeps an account from enrolling', () => {
  it.each([
    [{ accountKind: 'prepaid' as const }, 'SIG-90094'],
    [{ accountKind: 'firstnet' as const }, 'SIG-99104'],
    [{ accountKind: 'liberty' as const }, 'SIG-90098'],
    [{ reviewErrorId: 'SIG-99107' }, 'SIG-99107'],
    [{ reviewErrorId: 'SIG-99102' }, 'SIG-99102'],
    [{ reviewErrorId: 'SIG-80001' }, 'SIG-80001'],
    [{ reviewErrorId: 'SIG-80003' }, 'SIG-80003'],
    [{ currentDiscount: 'best' as const }, 'SIG-80013'],
  ])('%o blocks with %s', (over, id) => {
    expect(blockingErrorId(account(over))).toBe(id);
    expect(accountTypeResponse(account(over), '00012345', null)).toEqual({ status: 'error', errorIds: [id] });
  });

  it('a prepaid number answers SIG-90094 before anything else about the account', () => {
    expect(
      blockingErrorId(account({ accountKind: 'prepaid', currentDiscount: 'best', reviewErrorId: 'SIG-99102' })),
    ).toBe('SIG-90094');
  });

  it('another appreciation discount does not block; it answers SIG-80014 with the account info', () => {
    const a = account({ currentDiscount: 'appreciation' });
    expect(blockingErrorId(a)).toBeNull();
    expect(accountTypeResponse(a, '00012345', null)).toEqual({
      status: 'error',
      errorIds: ['SIG-80014'],
      accountInfo: info(true),
    });
  });
});

describe('001 §3, §4 the account-type response', () => {
  it('success with existingFan true when the account has no FAN or this FAN', () => {
    expect(accountTypeResponse(account(), '00012345', null)).toEqual({
      status: 'success',
      errorIds: [],
      accountInfo: info(true),
    });
    expect(accountTypeResponse(account({ linkedFan: '00012345' }), '00012345', null).accountInfo?.existingFan).toBe(
      true,
    );
  });

  it('existingFan false when the account is tied to another FAN (the conflict response)', () => {
    expect(accountTypeResponse(account({ linkedFan: '10000002' }), '00012345', null)).toEqual({
      status: 'success',
      errorIds: [],
      accountInfo: info(false),
    });
    expect(accountTypeResponse(account({ linkedFan: '10000002' }), undefined, null).accountInfo?.existingFan).toBe(
      false,
    );
  });

  it('an enrolled account answers its order number, whatever else it says', () => {
    expect(accountTypeResponse(account({ linkedFan: '10000002' }), '00012345', 'SIG2026011500000001')).toEqual({
      status: 'success',
      errorIds: [],
      customerOrderNumber: 'SIG2026011500000001',
      accountInfo: info(true),
    });
  });
});

describe('customer order numbers', () => {
  it("are 'SIG', the UTC date and an 8-digit sequence", () => {
    expect(customerOrderNumber(new Date('2026-11-23T23:59:59Z'), 1000)).toBe('SIG2026112300001000');
    expect(customerOrderNumber(new Date('2026-01-02T00:00:00Z'), 123_456_789)).toBe('SIG2026010223456789');
    expect(customerOrderNumber(new Date(), 7)).toMatch(CUSTOMER_ORDER_NUMBER_PATTERN);
  });
});
