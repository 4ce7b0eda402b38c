import {
  enrollmentPaths,
  verificationStatusResponseSchema,
  type VerificationStatusResponse,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';

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
