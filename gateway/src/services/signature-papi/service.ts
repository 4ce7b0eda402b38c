import { timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_TEXTS,
  type VerificationSearchRequest,
  type VerificationSearchResponse,
  type VerificationStatus,
} from '@carrier/shared/discount-program';
import type { Db, Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMessage } from '../../outbox/store.ts';
import { findVerificationsByEmail, type Verification } from '../customeridentification/index.ts';
import { orderNumbersOf } from '../signatureenrollmentms/index.ts';
import { codeHash, codeMailBody, newCode, newOtpId } from './code.ts';
import { countAnswer, insertCode, replaceCode, useCode } from './code-store.ts';

export interface CodeLimits {
  maxAttempts: number;
  validMinutes: number;
}
/** 'Send email again' at most this often per code. */
const MAX_RESENDS = 3;

const CURRENT_STEP: Record<VerificationStatus, string> = {
  success: 'approved',
  pending: 'review',
  docUpload: 'docupload',
  dataError: 'form',
  systemError: 'form',
};

const empty = (found: boolean, sameSegmentFound: boolean): VerificationSearchResponse => ({
  found,
  sameSegmentFound,
  verificationInfo: [],
  fanDetails: { encryptFanNumber: null },
});

async function sendCode(db: Queryable, otpId: string, email: string, code: string, validMinutes: number) {
  await enqueueMessage(db, {
    topic: 'verification-code',
    sourceRef: otpId,
    mailTo: email,
    subject: 'Your one-time code / Tu código de un solo uso',
    body: codeMailBody(code, validMinutes),
  });
}

/**
 * 001 §7 verification search: the person's earlier verifications, by e-mail. When there are some, a one-time code
 * goes to that e-mail (through the outbox) and the reply says only that something was found, and whether in the
 * same segment; the verifications themselves come with the right code (answerCode), so only the e-mail's owner
 * learns their ids.
 */
export async function search(
  db: Db,
  body: VerificationSearchRequest,
  limits: CodeLimits,
): Promise<VerificationSearchResponse> {
  const found = await findVerificationsByEmail(db, body.email);
  if (found.length === 0) return empty(false, false);
  const sameSegmentFound = found.some((v) => v.segment === body.segment);
  const otpId = newOtpId();
  const code = newCode();
  await db.transaction(async (tx) => {
    await insertCode(tx, {
      otpId,
      email: body.email.toLowerCase(),
      segment: body.segment,
      codeHash: codeHash(otpId, code),
      validMinutes: limits.validMinutes,
    });
    await sendCode(tx, otpId, body.email, code, limits.validMinutes);
  });
  return { ...empty(true, sameSegmentFound), otpId };
}

const invalidCode = () => new HttpError(400, 'OTP_INVALID', VERIFICATION_TEXTS.en.invalidOtp);
const expiredCode = () =>
  new HttpError(410, 'OTP_EXPIRED', 'This code can no longer be used. Choose Send email again for a new one.');

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

function info(v: Verification, orderId: string | null): VerificationSearchResponse['verificationInfo'][number] {
  return {
    verificationId: v.verificationId,
    status: v.status,
    docUploadUrl: `/offers/discount-program?verificationId=${encodeURIComponent(v.verificationId)}#${encodeURIComponent(v.segment)}`,
    ban: v.ban,
    currentStep: CURRENT_STEP[v.status],
    orderId,
    encryptedFanNumber: v.fanNumber,
    segment: v.segment,
  };
}

/**
 * The code's check: counted first (a code takes limits.maxAttempts answers), then compared in constant time, then
 * used up in one conditional update. A wrong code answers 400 OTP_INVALID; an expired, used, void or exhausted
 * one 410 OTP_EXPIRED. The right one answers the search with the verifications, same segment first, each with
 * the enrollment order it led to, if any (orderId, forwarded on a later upload).
 */
export async function answerCode(
  db: Db,
  otpId: string,
  code: string,
  limits: CodeLimits,
): Promise<VerificationSearchResponse> {
  const record = await countAnswer(db, otpId, limits.maxAttempts);
  if (!record) throw expiredCode();
  if (!sameHash(codeHash(otpId, code), record.codeHash)) throw invalidCode();
  if (!(await useCode(db, otpId, record.codeHash))) throw expiredCode();
  const found = await findVerificationsByEmail(db, record.email);
  const ordered = [
    ...found.filter((v) => v.segment === record.segment),
    ...found.filter((v) => v.segment !== record.segment),
  ];
  const withFan = ordered.find((v) => v.fanNumber);
  const orders = await orderNumbersOf(
    db,
    ordered.map((v) => v.verificationId),
  );
  return {
    found: ordered.length > 0,
    sameSegmentFound: ordered.some((v) => v.segment === record.segment),
    verificationInfo: ordered.map((v) => info(v, orders.get(v.verificationId) ?? null)),
    fanDetails: { encryptFanNumber: withFan?.fanNumber ?? null },
  };
}

/** 'Send email again': a new code to the same e-mail; the old one is void from now. 410 for a used or unknown handle. */
export async function resendCode(db: Db, otpId: string, limits: CodeLimits): Promise<void> {
  const code = newCode();
  await db.transaction(async (tx) => {
    const row = await replaceCode(tx, otpId, codeHash(otpId, code), limits.validMinutes, MAX_RESENDS);
    if (!row) throw expiredCode();
    await sendCode(tx, otpId, row.email, code, limits.validMinutes);
  });
}
