import { baseOffersResponseSchema, instantOnPaths, type ProductOffering } from '@carrier/shared/address-shopping';
import { jsonPost } from '../../../api/json-post.ts';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 002 §7 POST …/v2/baseoffers {placeId, serviceType}: the broadband plans (BB_Plans) for the checked address. */
export async function getBaseOffers(placeId: string, serviceType: string): Promise<ApiResult<ProductOffering[]>> {
  const result = await requestJson(
    instantOnPaths.baseOffers,
    jsonPost({ placeId, serviceType, category: 'BB_Plans' }),
    baseOffersResponseSchema,
  );
  return result.ok ? { ok: true, data: result.data.content.productOfferings } : result;
}
