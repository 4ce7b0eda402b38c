import type { Locale } from '@carrier/shared/content';
import { customerOfferResponseSchema, enrollmentPaths, type BenefitsContent } from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/**
 * 002 §7 Signature hero: GET …/offers/customerOffer?pageId=TOKENLANDER for the landed FAN (banner and offers), in
 * the page's language.
 */
export async function getTokenLanderOffer(fanId: string, locale: Locale): Promise<ApiResult<BenefitsContent>> {
  const result = await requestJson(
    enrollmentPaths.customerOffer(fanId, 'TOKENLANDER'),
    { headers: { 'Accept-Language': locale === 'es-us' ? 'es-US' : 'en-US' } },
    customerOfferResponseSchema,
  );
  return result.ok ? { ok: true, data: result.data.content } : result;
}
