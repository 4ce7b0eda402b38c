import {
  accountTypeResponseSchema,
  enrollmentPaths,
  safeValidateResponseSchema,
  type AccountTypeResponse,
  type SafeValidateResponse,
  type SoftAuthRequest,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { jsonPost } from '../../../api/json-post.ts';

/** 000 §7 POST …/webform/safeValidate: 200 lets the soft authentication go on; anything else is the error response. */
export function safeValidate(payload: SoftAuthRequest, csrfToken?: string): Promise<ApiResult<SafeValidateResponse>> {
  return requestJson(enrollmentPaths.safeValidate(), jsonPost(payload, csrfToken), safeValidateResponseSchema);
}

/** 001 §7 soft authentication: the account-type response (business outcomes are HTTP 200 with status 'error'). */
export function softAuthenticate(
  payload: SoftAuthRequest,
  sales: boolean,
  csrfToken?: string,
): Promise<ApiResult<AccountTypeResponse>> {
  return requestJson(
    enrollmentPaths.softAuthentication(sales),
    jsonPost(payload, csrfToken),
    accountTypeResponseSchema,
  );
}
