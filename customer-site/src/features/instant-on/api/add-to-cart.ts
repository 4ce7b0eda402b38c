import {
  addToCartResponseSchema,
  instantOnPaths,
  type AddToCartRequest,
  type ProductOffering,
} from '@carrier/shared/address-shopping';
import { jsonPost } from '../../../api/json-post.ts';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 002 §3 the add-to-cart payload: the offering, its bundled gateway and, with the all-in-one box ticked, its option. */
export function cartPayload(
  addressId: string,
  offering: ProductOffering,
  allInOne: boolean,
  source: string | null,
): AddToCartRequest {
  return {
    addressId,
    ...(source ? { source } : {}),
    billingAccount: {
      characteristic: [
        { name: 'autopayIntent', value: true },
        { name: 'presentationMediaIntent', value: 'email' },
      ],
    },
    items: [
      { itemType: 'productOffering', offerId: offering.id },
      ...offering.bundledProductOffering.map((o) => ({ itemType: 'bundledProductOffering' as const, offerId: o.id })),
      ...(allInOne
        ? offering.bundledProductOfferingGroupOption.map((o) => ({
            itemType: 'productOfferingGroupOption' as const,
            offerId: o.id,
          }))
        : []),
    ],
  };
}

/** 002 §7 POST …/v2/instanton-addtocart: content.status tells whether the cart took it. */
export async function addToCart(payload: AddToCartRequest): Promise<ApiResult<{ status: string }>> {
  const result = await requestJson(instantOnPaths.addToCart, jsonPost(payload), addToCartResponseSchema);
  return result.ok ? { ok: true, data: result.data.content } : result;
}
