import { EnrollmentErrorIds, type AccountTypeResponse, type EnrollmentErrorId } from '@carrier/shared/discount-program';
import type { WirelessAccount } from '../wireless/index.ts';

/** The parts of a wireless account the enrollment rules read. */
export type EnrollmentAccount = Pick<
  WirelessAccount,
  'billingAccountNumber' | 'billingMarket' | 'accountKind' | 'linkedFan' | 'currentDiscount' | 'reviewErrorId'
>;

/**
 * What keeps an account from enrolling at all (001 §8): a prepaid number (SIG-90094), a FirstNet (SIG-99104) or
 * liberty (SIG-90098) account, the carrier's identity review holding it (SIG-99107, SIG-99102, SIG-80001,
 * SIG-80003), or the best discount already (SIG-80013). Null: it may enroll.
 */
export function blockingErrorId(account: EnrollmentAccount): EnrollmentErrorId | null {
  if (account.accountKind === 'prepaid') return EnrollmentErrorIds.prepaid;
  if (account.accountKind === 'firstnet') return EnrollmentErrorIds.firstNet;
  if (account.accountKind === 'liberty') return EnrollmentErrorIds.liberty;
  if (account.reviewErrorId) return account.reviewErrorId as EnrollmentErrorId;
  if (account.currentDiscount === 'best') return EnrollmentErrorIds.appreciationHardStop;
  return null;
}

/**
 * 001 §3, §4 the account-type response for an account whose owner has been shown (soft authentication or sign-in):
 * an enrolled account answers its order number; a blocked one its error id; one on another appreciation discount
 * SIG-80014 with its account info (the customer may still choose to change, 001 §4); otherwise success, with
 * existingFan false when the account is tied to another FAN than this one (the conflict response).
 */
export function accountTypeResponse(
  account: EnrollmentAccount,
  fanNumber: string | undefined,
  customerOrderNumber: string | null,
): AccountTypeResponse {
  const accountInfo = {
    billingMarket: account.billingMarket,
    billingAccountNumber: account.billingAccountNumber,
    existingFan: account.linkedFan === null || account.linkedFan === fanNumber,
  };
  if (customerOrderNumber)
    return { status: 'success', errorIds: [], customerOrderNumber, accountInfo: { ...accountInfo, existingFan: true } };
  const blocked = blockingErrorId(account);
  if (blocked) return { status: 'error', errorIds: [blocked] };
  if (account.currentDiscount === 'appreciation')
    return { status: 'error', errorIds: [EnrollmentErrorIds.appreciationConflict], accountInfo };
  return { status: 'success', errorIds: [], accountInfo };
}

/** The order number: 'SIG', the UTC date and an 8-digit sequence number ('SIG2026112300001000'). */
export function customerOrderNumber(date: Date, sequence: number): string {
  const day = date.toISOString().slice(0, 10).replace(/-/g, '');
  return `SIG${day}${String(sequence % 100_000_000).padStart(8, '0')}`;
}
