import {
  EnrollmentCallErrorIds,
  type DecryptedFanResponse,
  type VerificationStatusResponse,
} from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { detailOf } from './detail.ts';
import { findVerifications, type Verification } from './store.ts';

const notFound = () =>
  new HttpError(404, EnrollmentCallErrorIds.verificationNotFound, 'We could not find this verification.');

const summary = (v: Verification, now: Date, reviewLimit: number) => ({
  verificationId: v.verificationId,
  status: v.status,
  segment: v.segment,
  autoApproved: v.autoApproved,
  ...detailOf(v, now, reviewLimit),
});

/**
 * 001 §7 verification status: the verification, and its combo (the one asked for, else the one it was made with)
 * as otherResponses[0] (001 §3: "the first is the second verification"), each with the reviews it has left under
 * reviewLimit. An unknown id, or an unknown combo id, answers 404.
 */
export async function verificationStatus(
  db: Queryable,
  reviewLimit: number,
  verificationId: string,
  comboVerificationId?: string,
): Promise<VerificationStatusResponse> {
  const found = await findVerifications(
    db,
    comboVerificationId ? [verificationId, comboVerificationId] : [verificationId],
  );
  const main = found.get(verificationId);
  if (!main) throw notFound();
  const comboId = comboVerificationId ?? main.comboVerificationId;
  let combo = comboId ? found.get(comboId) : undefined;
  if (comboId && !combo) combo = (await findVerifications(db, [comboId])).get(comboId);
  if (comboVerificationId && !combo) throw notFound();
  const now = new Date();
  return {
    ...summary(main, now, reviewLimit),
    ...(main.fanNumber ? { fanNumber: main.fanNumber } : {}),
    hasMoreResponse: Boolean(combo),
    ...(combo ? { otherResponses: [summary(combo, now, reviewLimit)] } : {}),
  };
}

/** 001 §7 decrypted fan: the FAN a verification was made for; none (or no verification) answers 404. */
export async function decryptedFan(db: Queryable, verificationId: string): Promise<DecryptedFanResponse> {
  const v = (await findVerifications(db, [verificationId])).get(verificationId);
  if (!v?.fanNumber) throw notFound();
  return { fanNumber: v.fanNumber };
}
