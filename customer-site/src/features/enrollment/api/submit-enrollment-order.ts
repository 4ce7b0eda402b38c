import {
  enrollmentOrderResponseSchema,
  enrollmentPaths,
  type EnrollmentOrderRequest,
  type EnrollmentOrderResponse,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { jsonPost } from '../../../api/json-post.ts';

/** 001 §7 submit enrollment order: the customer order number, or a status without one. */
export function submitEnrollmentOrder(
  body: EnrollmentOrderRequest,
  sales: boolean,
  csrfToken?: string,
): Promise<ApiResult<EnrollmentOrderResponse>> {
  return requestJson(
    enrollmentPaths.submitEnrollmentOrder(sales),
    jsonPost(body, csrfToken),
    enrollmentOrderResponseSchema,
  );
}
