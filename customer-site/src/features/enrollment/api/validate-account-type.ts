import {
  accountTypeResponseSchema,
  enrollmentPaths,
  profileInfoResponseSchema,
  type AccountTypeResponse,
  type ProfileInfoResponse,
  type ValidateAccountTypeRequest,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { jsonPost } from '../../../api/json-post.ts';

/** 000 §7 GET /msapi/accountservices/v1/profile/info (signed in): the account in focus and its type. */
export function getProfileInfo(): Promise<ApiResult<ProfileInfoResponse>> {
  return requestJson(enrollmentPaths.profileInfo(), {}, profileInfoResponseSchema);
}

/** 001 §7 validate account type for the signed-in customer's account in focus. */
export function validateAccountType(
  body: ValidateAccountTypeRequest,
  sales: boolean,
  csrfToken: string,
): Promise<ApiResult<AccountTypeResponse>> {
  return requestJson(enrollmentPaths.validateAccountType(sales), jsonPost(body, csrfToken), accountTypeResponseSchema);
}
