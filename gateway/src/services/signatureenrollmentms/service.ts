import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_TYPE_WIRELESS,
  EnrollmentCallErrorIds,
  EnrollmentErrorIds,
  type AccountTypeResponse,
  type EnrollmentOrderResponse,
  type SoftAuthRequest,
  type ValidateAccountTypeRequest,
} from '@carrier/shared/discount-program';
import type { Config } from '../../config.ts';
import type { Db } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { DUMMY_HASH, verifyPassword } from '../../sessions/passwords.ts';
import { findAccount, findAccountByWirelessNumber, recordEnrollment } from '../wireless/index.ts';
import { findAccountInFocus } from '../accountservices/index.ts';
import { beginSoftAuthAttempt } from './soft-auth-throttle.ts';
import { accountTypeResponse, blockingErrorId, customerOrderNumber } from './rules.ts';
import { findOrder, insertOrder, insertProof, nextOrderSequence, provenAccount } from './store.ts';

/** How long a browser's soft authentication lets it submit the enrollment of the account it proved. */
export const PROOF_MINUTES = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * 001 §5 soft authentication: the wireless number, the SSN's last 4 (checked against its salted scrypt hash, in
 * constant time) and the billing ZIP must all match one account. Attempts are counted before the check; an unknown
 * number costs the same hash as a known one and answers the same 401, so the call tells no one which numbers exist.
 * A match answers the account-type response (a prepaid number SIG-90094) and, unless prepaid, a proof token for
 * this browser: the account it may now submit the enrollment of.
 */
export async function softAuthenticate(
  db: Db,
  config: Config,
  input: SoftAuthRequest & { ip: string; log: FastifyBaseLogger },
): Promise<{ response: AccountTypeResponse; proofToken: string | null }> {
  const attempt = await beginSoftAuthAttempt(db, input, config.login);
  const account = await findAccountByWirelessNumber(db, input.wirelessNumber);
  const ssnOk = await verifyPassword(input.ssn, account?.ssnHash ?? DUMMY_HASH);
  const zipOk = sameText(input.accountZip, account?.accountZip ?? '00000');
  if (!account || !ssnOk || !zipOk) {
    await attempt.failed();
    throw new HttpError(
      401,
      EnrollmentCallErrorIds.softAuthMismatch,
      "The wireless number, SSN or ZIP code doesn't match our records. Check them and try again.",
    );
  }
  await attempt.succeeded();
  const order = await findOrder(db, account.billingAccountNumber);
  const response = accountTypeResponse(account, input.fanNumber, order?.customerOrderNumber ?? null);
  if (account.accountKind === 'prepaid') return { response, proofToken: null };
  const proofToken = randomBytes(32).toString('base64url');
  await insertProof(
    db,
    hashToken(proofToken),
    account.billingAccountNumber,
    new Date(Date.now() + PROOF_MINUTES * 60_000),
  );
  return { response, proofToken };
}

const noWirelessAccount = () =>
  new HttpError(404, EnrollmentCallErrorIds.accountNotFound, 'Your account in focus is not a wireless account.');

/**
 * validateAccountType for a signed-in customer: the account in focus (accountservices profile) must be a wireless
 * account the customer owns; the answer is the account-type response for it.
 */
export async function validateAccountType(
  db: Db,
  userId: number,
  input: ValidateAccountTypeRequest,
): Promise<AccountTypeResponse> {
  const focus = await findAccountInFocus(db, userId);
  if (!focus?.account || focus.type !== ACCOUNT_TYPE_WIRELESS) throw noWirelessAccount();
  const account = await findAccount(db, focus.account);
  if (!account || account.ownerUserId !== userId) throw noWirelessAccount();
  const order = await findOrder(db, account.billingAccountNumber);
  return accountTypeResponse(account, input.fanNumber, order?.customerOrderNumber ?? null);
}

export interface OrderCaller {
  /** The signed-in customer's user id, if any. */
  userId: number | null;
  /** The browser's soft-authentication proof token, if any. */
  proofToken: string | undefined;
}

const notProven = () =>
  new HttpError(
    403,
    EnrollmentCallErrorIds.notProven,
    'Confirm your wireless account first: sign in, or enter your wireless number, SSN and ZIP code.',
  );

/**
 * Who may enroll this account: its signed-in owner, or a browser whose soft authentication proved it. Anything
 * else — another customer's account, an account this browser did not prove, an unknown one — is refused alike.
 */
export async function ownership(db: Db, caller: OrderCaller, billingAccountNumber: string) {
  const account = await findAccount(db, billingAccountNumber);
  if (!account) throw notProven();
  if (caller.userId !== null && account.ownerUserId === caller.userId)
    return { account, provenBy: 'signed-in' as const };
  if (caller.proofToken && (await provenAccount(db, hashToken(caller.proofToken))) === billingAccountNumber)
    return { account, provenBy: 'soft-auth' as const };
  throw notProven();
}

export interface OrderInput {
  source: string;
  requestParam: {
    wirelessNumber?: string | undefined;
    billingAccountNumber: string;
    verificationId?: string | undefined;
    emailId?: string | undefined;
    fanNumber: string;
    isTokenFlow?: boolean | undefined;
  };
}

/**
 * 001 §4 enrollment submit: one order per account, stored before the answer. A repeated submit for the account and
 * FAN answers the same order number; another FAN on an enrolled account, or an account that cannot enroll, answers
 * { status: 'error', errorIds } (no order). Enrolling ties the account to the FAN and ends an appreciation
 * discount it had (the customer chose to change, SIG-80014).
 */
export async function submitEnrollmentOrder(
  db: Db,
  caller: OrderCaller,
  input: OrderInput,
): Promise<EnrollmentOrderResponse> {
  const p = input.requestParam;
  const { account, provenBy } = await ownership(db, caller, p.billingAccountNumber);
  const existing = await findOrder(db, account.billingAccountNumber);
  if (existing) return answerExisting(existing, p.fanNumber);
  const blocked = blockingErrorId(account);
  if (blocked) return { status: 'error', errorIds: [blocked] };
  return db.transaction(async (tx) => {
    const number = customerOrderNumber(new Date(), await nextOrderSequence(tx));
    const stored = await insertOrder(tx, { ...p, customerOrderNumber: number, source: input.source, provenBy });
    if (!stored) {
      const raced = await findOrder(tx, account.billingAccountNumber);
      return raced ? answerExisting(raced, p.fanNumber) : { status: 'error' as const, errorIds: [] };
    }
    await recordEnrollment(tx, account.billingAccountNumber, p.fanNumber);
    return { customerOrderNumber: number };
  });
}

function answerExisting(order: { customerOrderNumber: string; fanNumber: string }, fanNumber: string) {
  return order.fanNumber === fanNumber
    ? { customerOrderNumber: order.customerOrderNumber }
    : { status: 'error' as const, errorIds: [EnrollmentErrorIds.appreciationHardStop] };
}
