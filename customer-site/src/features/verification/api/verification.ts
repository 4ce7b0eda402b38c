import {
  enrollmentPaths,
  verificationResponseSchema,
  type VerificationRequest,
  type VerificationResponse,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { jsonPost } from '../../../api/json-post.ts';

/** 001 §7 POST …/verification: the form's fields (its sales variant with the flag); every decision answers 200. */
export function postVerification(
  request: VerificationRequest,
  sales: boolean,
  csrfToken?: string,
): Promise<ApiResult<VerificationResponse>> {
  return requestJson(enrollmentPaths.verification(sales), jsonPost(request, csrfToken), verificationResponseSchema);
}
