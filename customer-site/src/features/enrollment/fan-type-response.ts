import { EnrollmentErrorIds as ids } from '@carrier/shared/discount-program';
import type { CheckedAccount, ResponseStatus } from './enrollment-types.ts';

/** 001 §3 account-type response, as far as the flow reads it. */
export interface AccountTypeAnswer {
  status?: string;
  errorIds?: readonly string[];
  customerOrderNumber?: string | null;
  accountInfo?: { billingMarket: string; billingAccountNumber: string; existingFan: boolean } | null;
}

/** 001 §4, §8: each error id and the response it gives, in the table's order (the first that matches wins). */
const ERROR_TABLE: ReadonlyArray<readonly [string, ResponseStatus]> = [
  [ids.firstNet, 'firstNet'],
  [ids.liberty, 'liberty'],
  [ids.fanMatch, 'fanMatch'],
  [ids.nameMismatch, 'nameMismatch'],
  [ids.dataMismatch, 'dataMismatch'],
  [ids.dataMismatchOther, 'dataMismatch'],
  [ids.appreciationHardStop, 'appreciationHardStopError'],
  [ids.appreciationConflict, 'appreciationConflictError'],
];

/** Where a fan-type response leads. */
export type FanTypeOutcome =
  /** Already enrolled: the response (success, or the earlier verification status), then benefits. */
  | { kind: 'enrolled'; customerOrderNumber: string; response: ResponseStatus }
  /** The account may enroll: the enrollment form, with the account kept for the submit. */
  | { kind: 'enrollmentForm'; account: CheckedAccount | null; clearAppreciationConflict: boolean }
  /** A response screen (conflict, liberty, firstNet, …, or the generic error). */
  | { kind: 'response'; response: ResponseStatus; account: CheckedAccount | null };

/** Soft authentication adds one outcome: a prepaid number (the alert above the form). */
export type SoftAuthOutcome = FanTypeOutcome | { kind: 'prepaid' };

function hasId(ids: readonly string[], id: string): boolean {
  return ids.some((e) => e.includes(id));
}

/**
 * 001 §4 'Enrollment submit' and the enrolled case of the fan-type response: the response follows the earlier
 * verification status when it was pending or docUpload; any other (systemError and dataError included) shows success.
 */
export function enrolledResponse(earlierStatus: ResponseStatus | null): ResponseStatus {
  return earlierStatus === 'pending' || earlierStatus === 'docUpload' ? earlierStatus : 'success';
}

/**
 * 001 §4 fan-type response. `appreciationConflictConfirmed`: the storage flag sig-prog-appreciation-conflict is
 * 'true' (the customer chose to change their discount), so SIG-80014 shows the enrollment form and clears it.
 */
export function fanTypeOutcome(
  answer: AccountTypeAnswer,
  earlierStatus: ResponseStatus | null,
  appreciationConflictConfirmed: boolean,
): FanTypeOutcome {
  if (answer.customerOrderNumber) {
    return {
      kind: 'enrolled',
      customerOrderNumber: answer.customerOrderNumber,
      response: enrolledResponse(earlierStatus),
    };
  }
  const info = answer.accountInfo ?? null;
  const account = info ? { billingMarket: info.billingMarket, billingAccountNumber: info.billingAccountNumber } : null;
  if (answer.status === 'success') {
    return info?.existingFan
      ? { kind: 'enrollmentForm', account, clearAppreciationConflict: false }
      : { kind: 'response', response: 'conflict', account };
  }
  const ids = answer.errorIds ?? [];
  if (answer.status === 'error') {
    for (const [id, response] of ERROR_TABLE) {
      if (!hasId(ids, id)) continue;
      if (response === 'appreciationConflictError' && appreciationConflictConfirmed) {
        return { kind: 'enrollmentForm', account, clearAppreciationConflict: true };
      }
      return { kind: 'response', response, account };
    }
  }
  return { kind: 'response', response: 'error', account: null };
}

/** 001 §4 soft auth submit: an error id containing SIG-90094 is the prepaid alert; anything else a fan-type response. */
export function softAuthOutcome(
  answer: AccountTypeAnswer,
  earlierStatus: ResponseStatus | null,
  appreciationConflictConfirmed: boolean,
): SoftAuthOutcome {
  if (hasId(answer.errorIds ?? [], ids.prepaid)) return { kind: 'prepaid' };
  return fanTypeOutcome(answer, earlierStatus, appreciationConflictConfirmed);
}

/** 001 §4 'Enrollment submit': an order number is success (the response per the earlier status); else the error. */
export function submitOutcome(
  answer: { customerOrderNumber?: string | null; status?: string } | null,
  earlierStatus: ResponseStatus | null,
): { response: ResponseStatus; customerOrderNumber: string | null } {
  if (answer?.customerOrderNumber) {
    return { response: enrolledResponse(earlierStatus), customerOrderNumber: answer.customerOrderNumber };
  }
  return { response: 'error', customerOrderNumber: null };
}
