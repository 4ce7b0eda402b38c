import {
  customerInfoResponseSchema,
  enrollmentPaths,
  type CustomerInfoResponse,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 001 §6 CRP: the customer info the verify form prefills from, by billing account number. */
export function getCustomerInfo(ban: string, sales: boolean): Promise<ApiResult<CustomerInfoResponse>> {
  return requestJson(enrollmentPaths.customerInfo(ban, sales), {}, customerInfoResponseSchema);
}
