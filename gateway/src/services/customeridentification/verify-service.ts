import { createHash, randomBytes } from 'node:crypto';
import {
  VERIFICATION_TEXTS,
  VerificationErrorCodes,
  dischargeDateRule,
  matchLevel,
  nameKey,
  type Segment,
  type VerificationErrorCode,
  type VerificationResponse,
  type VerificationStatus,
  type verificationRequestSchema,
} from '@carrier/shared/discount-program';
import type { z } from 'zod';
import type { Db, Queryable } from '../../store/db.ts';
import { countWrite } from '../../plugins/write-counter-store.ts';
import { detailOf } from './detail.ts';
import { findEligibilityRecord, insertVerification, linkCombo, type Verification } from './store.ts';

type Request = z.output<typeof verificationRequestSchema>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A verification id: 128 random bits in hex behind 'VRF-'. The id is what a returning customer's link carries and
 * what reads the verification, so it must not be guessable from another (decision 020).
 */
export function newVerificationId(): string {
  return `VRF-${randomBytes(16).toString('hex')}`;
}

const error = (code: VerificationErrorCode) => ({ errorCode: code, message: VERIFICATION_TEXTS.en[code] });
const hashKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

/**
 * Counts this attempt for the e-mail and for the person (name and ZIP), in the store's counters so every gateway
 * counts as one; true when either is over the day's limit.
 */
async function overAttemptLimit(db: Db, request: Request, limit: number): Promise<boolean> {
  const a = request.itemAttributes;
  const [byEmail, byPerson] = await Promise.all([
    countWrite(db, `verify-email:${hashKey(a.email.toLowerCase())}`, DAY_MS),
    countWrite(db, `verify-person:${hashKey(`${nameKey(a.firstName, a.lastName)}|${a.postalCode}`)}`, DAY_MS),
  ]);
  return byEmail.current > limit || byPerson.current > limit;
}

interface Outcome {
  status: VerificationStatus;
  autoApproved: boolean;
  fanNumber: string | null;
  dataError: ReturnType<typeof error>[];
}

/** The decision for one segment: a full match approved, a partial one needing a document, none a data error. */
async function decide(db: Queryable, request: Request, segment: Segment): Promise<Outcome> {
  const a = request.itemAttributes;
  const none = (code: VerificationErrorCode): Outcome => ({
    status: 'dataError',
    autoApproved: false,
    fanNumber: null,
    dataError: [error(code)],
  });
  if (segment === 'military' && !dischargeDateRule(a.subSegment, a.dateOfDischarge).ok)
    return none(VerificationErrorCodes.missingDischargeDate);
  const record = await findEligibilityRecord(db, segment, nameKey(a.firstName, a.lastName), a.postalCode);
  const level = matchLevel(
    {
      firstName: a.firstName,
      lastName: a.lastName,
      postalCode: a.postalCode,
      affiliation: segment === 'military' ? a.branchOfService : a.orgName,
      ...(a.dateOfDischarge ? { dateOfDischarge: a.dateOfDischarge } : {}),
    },
    record,
  );
  if (!record || level === 'none') return none(VerificationErrorCodes.noEligibilityRecord);
  if (record.enrolledFan === record.fanNumber) return none(VerificationErrorCodes.fanAlreadyEnrolled);
  if (record.enrolledFan && !request.changeOffer) return none(VerificationErrorCodes.accountAlreadyHaveFan);
  return level === 'full'
    ? { status: 'success', autoApproved: true, fanNumber: record.fanNumber, dataError: [] }
    : { status: 'docUpload', autoApproved: false, fanNumber: record.fanNumber, dataError: [] };
}

async function store(db: Queryable, request: Request, segment: Segment, outcome: Outcome): Promise<Verification> {
  const a = request.itemAttributes;
  return insertVerification(db, {
    verificationId: newVerificationId(),
    segment,
    status: outcome.status,
    fanNumber: outcome.fanNumber,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    postalCode: a.postalCode,
    attributes: a,
    source: request.source,
    autoApproved: outcome.autoApproved,
    comboVerificationId: null,
    decided: outcome.status === 'success' || outcome.status === 'docUpload',
  });
}

/**
 * 001 §7 verification: the person checked against each asked segment's eligibility records. Every answer is 200
 * with a status (001 §4): success, docUpload, dataError (with its codes), or systemError verificationLimitExceeded
 * once the person or e-mail has asked too often today. A combo request answers the second segment in
 * otherResponses[0], the two reordered by comboDisplayOrder.
 */
export async function verify(
  db: Db,
  request: Request,
  limits: { attemptsPerDay: number; docReviewLimit: number },
): Promise<VerificationResponse> {
  if (await overAttemptLimit(db, request, limits.attemptsPerDay)) {
    return {
      status: 'systemError',
      segment: request.segment,
      autoApproved: false,
      hasMoreResponse: false,
      otherResponses: [],
      dataError: [],
      systemError: [error(VerificationErrorCodes.verificationLimitExceeded)],
      docUploadRejectionCount: 0,
      docUploadRejectionReasons: [],
      expiryDate: null,
      remainingDays: null,
    };
  }
  const segments: Segment[] = [request.segment];
  if (request.comboSegment && request.comboSegment !== request.segment) segments.push(request.comboSegment);
  const order = request.comboDisplayOrder ?? [];
  if (segments.length === 2 && order[0] === segments[1]) segments.reverse();
  const decided = await db.transaction(async (tx) => {
    const out: Array<{ v: Verification; outcome: Outcome }> = [];
    for (const segment of segments) {
      const outcome = await decide(tx, request, segment);
      out.push({ v: await store(tx, request, segment, outcome), outcome });
    }
    const [first, second] = out;
    if (first && second) {
      await linkCombo(tx, first.v.verificationId, second.v.verificationId);
      await linkCombo(tx, second.v.verificationId, first.v.verificationId);
    }
    return out;
  });
  const now = new Date();
  const [main, ...others] = decided;
  return {
    verificationId: main!.v.verificationId,
    status: main!.v.status,
    segment: main!.v.segment,
    autoApproved: main!.v.autoApproved,
    hasMoreResponse: others.length > 0,
    otherResponses: others.map(({ v }) => ({
      verificationId: v.verificationId,
      status: v.status,
      segment: v.segment,
      autoApproved: v.autoApproved,
      ...detailOf(v, now, limits.docReviewLimit),
    })),
    dataError: decided.flatMap(({ outcome }) => outcome.dataError),
    systemError: [],
    ...(main!.v.status === 'success' && main!.v.fanNumber
      ? { fanNumber: main!.v.fanNumber, encryptFanNumber: main!.v.fanNumber }
      : {}),
    ...detailOf(main!.v, now, limits.docReviewLimit),
  };
}
