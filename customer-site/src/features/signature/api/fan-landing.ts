import { enrollmentPaths } from '@carrier/shared/discount-program';
import { landingResponseSchema, type LandingResponse } from '@carrier/shared/fan-tools';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/**
 * 002 §7 fan landing: what a token link opens (a FAN or a group); the gateway sets the FAN session cookie when it
 * lands on a FAN, and answers 404 TOKEN_INVALID for a replaced or unknown token.
 */
export function getFanLanding(iruToken: string, salesApi: boolean): Promise<ApiResult<LandingResponse>> {
  return requestJson(enrollmentPaths.fanLandingByToken(iruToken, undefined, salesApi), {}, landingResponseSchema);
}
