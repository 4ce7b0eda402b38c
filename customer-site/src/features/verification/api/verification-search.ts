import {
  enrollmentPaths,
  verificationSearchResponseSchema,
  type VerificationSearchRequest,
  type VerificationSearchResponse,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { jsonPost } from '../../../api/json-post.ts';

/** 001 §7 POST …/verifications/search: whether this e-mail verified before (a one-time code goes to it if so). */
export function searchVerifications(
  request: VerificationSearchRequest,
  csrfToken?: string,
): Promise<ApiResult<VerificationSearchResponse>> {
  return requestJson(
    enrollmentPaths.verificationSearch(),
    jsonPost(request, csrfToken),
    verificationSearchResponseSchema,
  );
}

/** The one-time code's answer: the verifications found (a wrong code 400 OTP_INVALID, a spent one 410). */
export function verifyOtp(
  otpId: string,
  code: string,
  csrfToken?: string,
): Promise<ApiResult<VerificationSearchResponse>> {
  return requestJson(enrollmentPaths.otpVerify(otpId), jsonPost({ code }, csrfToken), verificationSearchResponseSchema);
}

/** 'Send email again': a new code to the same e-mail, the old one void. */
export function resendOtp(otpId: string, csrfToken?: string): Promise<ApiResult<undefined>> {
  return requestJson(enrollmentPaths.otpResend(otpId), jsonPost({}, csrfToken), null);
}
