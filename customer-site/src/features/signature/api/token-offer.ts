import { customerOfferResponseSchema, enrollmentPaths, type BenefitsContent } from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 002 §7 Signature hero: GET …/offers/customerOffer?pageId=TOKENLANDER for the landed FAN (banner and offers). */
export async function getTokenLanderOffer(fanId: string): Promise<ApiResult<BenefitsContent>> {
  const result = await requestJson(
    enrollmentPaths.customerOffer(fanId, 'TOKENLANDER'),
    {},
    customerOfferResponseSchema,
  );
  return result.ok ? { ok: true, data: result.data.content } : result;
}
