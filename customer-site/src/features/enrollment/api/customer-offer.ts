import { customerOfferResponseSchema, enrollmentPaths, type BenefitsContent } from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 001 §7 benefits: GET …/offers/customerOffer for the FAN (page UF by default); an errorCode answer is a failure. */
export async function getCustomerOffer(fanId: string): Promise<ApiResult<BenefitsContent>> {
  const result = await requestJson(enrollmentPaths.customerOffer(fanId), {}, customerOfferResponseSchema);
  return result.ok ? { ok: true, data: result.data.content } : result;
}
