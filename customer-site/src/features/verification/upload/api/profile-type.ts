import { ACCOUNT_TYPE_WIRELESS, enrollmentPaths, profileInfoResponseSchema } from '@carrier/shared/discount-program';
import { requestJson } from '../../../../api/http.ts';

/**
 * 001 §6: a signed-in customer whose account in focus is not wireless, or has no type, gets no hard-login links.
 * True when the profile says wireless; a failed lookup keeps the links (sign-in sorts the account out).
 */
export async function accountInFocusIsWireless(): Promise<boolean> {
  const result = await requestJson(enrollmentPaths.profileInfo(), {}, profileInfoResponseSchema);
  if (!result.ok) return true;
  return result.data.acctInfocusType === ACCOUNT_TYPE_WIRELESS;
}
