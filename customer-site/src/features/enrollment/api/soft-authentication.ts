import { z } from 'zod';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { accountTypeAnswerSchema, type AccountTypeResponse } from './account-type-answer.ts';
import { signatureEnrollmentPath } from './enrollment-paths.ts';

/** 001 §3 soft-auth payload. */
export interface SoftAuthPayload {
  ssn: string;
  wirelessNumber: string;
  accountZip: string;
  captchaToken: string;
  emailId?: string;
  verificationId?: string;
  fanNumber?: string;
  isTokenFlow?: boolean;
}

const json = (body: unknown, csrfToken?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
  body: JSON.stringify(body),
});

/** 000 §7 POST …/webform/safeValidate: 200 lets the soft authentication go on; anything else is the error response. */
export function safeValidate(payload: SoftAuthPayload, csrfToken?: string): Promise<ApiResult<unknown>> {
  return requestJson('/msapi/microsites-orch-nodems/v1/webform/safeValidate', json(payload, csrfToken), z.unknown());
}

/** 001 §7 soft authentication: the account-type response (business outcomes are HTTP 200 with status 'error'). */
export function softAuthenticate(
  payload: SoftAuthPayload,
  sales: boolean,
  csrfToken?: string,
): Promise<ApiResult<AccountTypeResponse>> {
  return requestJson(
    signatureEnrollmentPath('softAuthentication', sales),
    json(payload, csrfToken),
    accountTypeAnswerSchema,
  );
}

export { json as jsonPost };
