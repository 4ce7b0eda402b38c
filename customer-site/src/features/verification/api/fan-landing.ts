import { enrollmentPaths } from '@carrier/shared/discount-program';
import { requestJson } from '../../../api/http.ts';

/**
 * 001 §4, §7: the session cookie for the FAN a verification returned (fan landing by FAN), for a customer not signed
 * in. The verification stands if it fails: the enrollment pages find the FAN again from the verification id.
 */
export async function landFan(fanNumber: string, sales: boolean): Promise<boolean> {
  const landed = await requestJson(enrollmentPaths.fanLandingByFan(fanNumber, sales), {}, null);
  return landed.ok;
}
