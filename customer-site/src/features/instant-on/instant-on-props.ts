import { z } from 'zod';
import { DEFAULT_CART_URL, INSTANT_ON_ERROR_KEYS } from '@carrier/shared/address-shopping';

const text = (max: number) => z.string().trim().min(1).max(max).optional();

/**
 * 002 §2.6, §8, §9 the instant-on offer page's content (type 'instantOnOffer'): optional heading and copy, the
 * special offers of the carousel, the cart page (default /buy/shoppingcart?hideGN=true), the base offers' service
 * type (default ADSL) and the §8 messages by key.
 */
export const instantOnPropsSchema = z.object({
  heading: text(200),
  copy: text(600),
  offers: z
    .array(z.object({ heading: z.string().trim().min(1).max(120), body: z.string().trim().min(1).max(400) }))
    .max(10)
    .default([]),
  cartUrl: z
    .string()
    .trim()
    .regex(/^\/(?!\/)[^\s]*$/, 'a site path')
    .max(300)
    .default(DEFAULT_CART_URL),
  serviceType: z.string().trim().min(1).max(20).default('ADSL'),
  messages: z.partialRecord(z.enum(INSTANT_ON_ERROR_KEYS), z.string().trim().min(1).max(300)).default({}),
});
export type InstantOnProps = z.output<typeof instantOnPropsSchema>;
