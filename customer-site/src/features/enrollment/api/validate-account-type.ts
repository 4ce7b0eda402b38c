import { z } from 'zod';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { accountTypeAnswerSchema, type AccountTypeResponse } from './account-type-answer.ts';
import { signatureEnrollmentPath } from './enrollment-paths.ts';
import { jsonPost } from './soft-authentication.ts';

/** 001 §3 customer profile: the account in focus and its type. */
const profileInfoSchema = z.looseObject({
  acctInfocus: z.string().nullish(),
  acctInfocusType: z.string().nullish(),
});
export type ProfileInfo = z.output<typeof profileInfoSchema>;

/** 000 §7 GET /msapi/accountservices/v1/profile/info (signed in). */
export function getProfileInfo(): Promise<ApiResult<ProfileInfo>> {
  return requestJson('/msapi/accountservices/v1/profile/info', {}, profileInfoSchema);
}

export interface ValidateAccountTypeBody {
  fanNumber?: string;
  verificationId?: string;
  emailId?: string;
  isTokenFlow?: boolean;
}

/** 001 §7 validate account type for the signed-in customer's account in focus. */
export function validateAccountType(
  body: ValidateAccountTypeBody,
  sales: boolean,
  csrfToken: string,
): Promise<ApiResult<AccountTypeResponse>> {
  return requestJson(
    signatureEnrollmentPath('validateAccountType', sales),
    jsonPost(body, csrfToken),
    accountTypeAnswerSchema,
  );
}
