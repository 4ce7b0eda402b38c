import { z } from 'zod';
import { ADDRESS_LIMITS } from './address-schemas.ts';

/** 002 §3 product offering prices: RC is monthly, OC one-time. */
const amount = z.object({ dutyFreeAmount: z.object({ value: z.number(), unit: z.string() }) });
export const offeringPriceSchema = z.object({ priceType: z.enum(['RC', 'OC']), price: amount, finalPrice: amount });
export type OfferingPrice = z.infer<typeof offeringPriceSchema>;

const childOffering = z.object({
  id: z.string(),
  name: z.string(),
  productOfferingTotalPrice: z.array(offeringPriceSchema),
});

/** 002 §3 product offering. */
export const productOfferingSchema = z.object({
  id: z.string(),
  name: z.string(),
  productOfferingType: z.string(),
  uniqueId: z.string(),
  downloadMbps: z.number(),
  productOfferingTotalPrice: z.array(offeringPriceSchema),
  bundledProductOffering: z.array(childOffering),
  /** The all-in-one option group: its price is the monthly discount when the bundle is chosen. */
  bundledProductOfferingGroupOption: z.array(childOffering),
});
export type ProductOffering = z.infer<typeof productOfferingSchema>;

/** 002 §7 POST …/v2/baseoffers body {placeId, serviceType}; §9 default service type ADSL. */
export const baseOffersRequestSchema = z.object({
  placeId: z.string().trim().min(1).max(ADDRESS_LIMITS.id),
  serviceType: z.string().trim().min(1).max(20).default('ADSL'),
  category: z.enum(['BB_Plans']).default('BB_Plans'),
});
export const baseOffersResponseSchema = z.object({
  content: z.object({ placeId: z.string(), category: z.string(), productOfferings: z.array(productOfferingSchema) }),
});
export type BaseOffersResponse = z.infer<typeof baseOffersResponseSchema>;

/** 002 §3 add-to-cart payload (instant-on). */
export const CART_ITEM_TYPES = ['productOffering', 'bundledProductOffering', 'productOfferingGroupOption'] as const;
export const addToCartRequestSchema = z.object({
  addressId: z.string().trim().min(1).max(ADDRESS_LIMITS.id),
  source: z.string().trim().max(60).optional(),
  billingAccount: z.object({
    characteristic: z
      .array(
        z.discriminatedUnion('name', [
          z.object({ name: z.literal('autopayIntent'), value: z.literal(true) }),
          z.object({ name: z.literal('presentationMediaIntent'), value: z.literal('email') }),
        ]),
      )
      .max(2),
  }),
  items: z
    .array(z.object({ itemType: z.enum(CART_ITEM_TYPES), offerId: z.string().trim().min(1).max(60) }))
    .min(1)
    .max(10),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;
export const addToCartResponseSchema = z.object({ content: z.object({ status: z.string(), cartId: z.string() }) });

export const cartLineSchema = z.object({
  itemType: z.enum(CART_ITEM_TYPES),
  offerId: z.string(),
  name: z.string(),
  monthly: z.number(),
  oneTime: z.number(),
});
export const cartResponseSchema = z.object({
  content: z.object({
    cartId: z.string(),
    fullAddress: z.string(),
    source: z.string().nullable(),
    createdAt: z.string(),
    items: z.array(cartLineSchema),
    monthlyTotal: z.number(),
    oneTimeTotal: z.number(),
  }),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
