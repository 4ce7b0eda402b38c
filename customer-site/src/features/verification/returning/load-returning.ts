import {
  comboStatus,
  decryptedFanResponseSchema,
  enrollmentPaths,
  verificationStatusResponseSchema,
  type VerificationStatus,
  type VerificationStatusResponse,
} from '@carrier/shared/discount-program';
import { requestJson } from '../../../api/http.ts';
import type { VerificationRecord, VerifyOutcome, VerifyQuery, VerifyView } from '../verify-state.ts';

const VIEW_OF: Record<VerificationStatus, VerifyView> = {
  success: 'success',
  pending: 'pending',
  docUpload: 'docupload',
  dataError: 'dataerror',
  systemError: 'systemerror',
};

type Summary = VerificationStatusResponse | NonNullable<VerificationStatusResponse['otherResponses']>[number];
const recordOf = (v: Summary): VerificationRecord => ({
  verificationId: v.verificationId,
  segment: v.segment,
  status: v.status,
  autoApproved: v.autoApproved,
  docUploadRejectionCount: v.docUploadRejectionCount,
  docUploadRejectionReasons: v.docUploadRejectionReasons,
  expiryDate: v.expiryDate,
  remainingDays: v.remainingDays,
});

/**
 * 001 §4 page load of a returning customer (verificationId in the address): the status lookup restores the state
 * (then the decrypted FAN and the session cookie); a failed lookup is a system error. A combo's status is derived
 * from both verifications.
 */
export async function loadReturning(query: VerifyQuery, sales: boolean): Promise<VerifyOutcome> {
  const failed: VerifyOutcome = { view: 'systemerror', verifications: [], errorCodes: [], returning: true };
  if (!query.verificationId) return failed;
  const status = await requestJson(
    enrollmentPaths.verificationStatus(query.verificationId, query.comboVerificationId ?? undefined, sales),
    {},
    verificationStatusResponseSchema,
  );
  if (!status.ok) return failed;
  const verifications = [status.data, ...(status.data.otherResponses ?? [])].map(recordOf);
  const view = VIEW_OF[comboStatus(verifications[0]!.status, verifications[1]?.status)];
  const fan = await requestJson(
    enrollmentPaths.fetchDecryptedFan(query.verificationId, sales),
    {},
    decryptedFanResponseSchema,
  );
  if (fan.ok) await requestJson(enrollmentPaths.fanLandingByFan(fan.data.fanNumber, sales), {}, null);
  return {
    view,
    verifications,
    errorCodes: [],
    returning: true,
    ...(fan.ok ? { fanNumber: fan.data.fanNumber } : {}),
  };
}
