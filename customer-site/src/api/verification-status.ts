import {
  decryptedFanResponseSchema,
  enrollmentPaths,
  verificationStatusResponseSchema,
  type VerificationStatusResponse,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from './http.ts';

/** 001 §7 GET …/verificationStatus?verificationId=&comboVerificationId= (a failure is the error response). */
export function getVerificationStatus(
  verificationId: string,
  comboVerificationId: string | null,
  sales: boolean,
): Promise<ApiResult<VerificationStatusResponse>> {
  return requestJson(
    enrollmentPaths.verificationStatus(verificationId, comboVerificationId ?? undefined, sales),
    {},
    verificationStatusResponseSchema,
  );
}

/**
 * 001 §7: after the status, the verification's FAN (fetchDecryptedFan) and the session cookie for it (fan landing),
 * so the cookie names the FAN the verification was made for. True when the cookie was set.
 */
export async function refreshFanSession(verificationId: string, sales: boolean): Promise<boolean> {
  const fan = await requestJson(
    enrollmentPaths.fetchDecryptedFan(verificationId, sales),
    {},
    decryptedFanResponseSchema,
  );
  if (!fan.ok) return false;
  const landed = await requestJson(enrollmentPaths.fanLandingByFan(fan.data.fanNumber, sales), {}, null);
  return landed.ok;
}
