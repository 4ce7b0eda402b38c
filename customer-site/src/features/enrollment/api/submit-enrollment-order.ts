import { z } from 'zod';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { signatureEnrollmentPath } from './enrollment-paths.ts';
import { jsonPost } from './soft-authentication.ts';

/** 001 §3 enrollment order request. */
export interface EnrollmentOrderRequest {
  source: string;
  requestParam: {
    wirelessNumber?: string;
    billingAccountNumber: string;
    verificationId?: string;
    emailId?: string;
    fanNumber: string;
    isTokenFlow: boolean;
  };
}

const orderAnswerSchema = z.object({
  customerOrderNumber: z.string().nullish(),
  status: z.string().optional(),
  errorIds: z.array(z.string()).optional(),
});

/** 001 §7 submit enrollment order: the customer order number, or a status without one. */
export function submitEnrollmentOrder(
  body: EnrollmentOrderRequest,
  sales: boolean,
  csrfToken?: string,
): Promise<ApiResult<z.output<typeof orderAnswerSchema>>> {
  return requestJson(signatureEnrollmentPath('submitEnrollmentOrder', sales), jsonPost(body, csrfToken), orderAnswerSchema);
}
