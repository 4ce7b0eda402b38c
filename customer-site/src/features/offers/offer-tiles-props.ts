import { z } from 'zod';

const id = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const word = (max: number) => z.string().trim().min(1).max(max);

/** The content document's settings of an offer tiles panel (002 §2.5, §3), each optional. */
export const offerTilesPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200).optional(),
  /** 002 §9: PSC_LEARN by default. */
  pageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  offersLimit: z.number().int().min(1).max(50).optional(),
  excludedOfferIds: z.array(id).max(50).optional(),
  /** 002 §9: the accordion view shows 2.2 slides instead of 1.2. */
  accordionView: z.boolean().optional(),
  offerTypes: z.enum(['dealer', '']).optional(),
  campaignId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  /** 002 §7: what the page offers to, sent with the tile request so the offers that apply to it are chosen. */
  customerType: word(32).optional(),
  uniqueUrlName: word(100).optional(),
  deviceInfo: z.object({ skuId: word(64).optional(), commitmentTerm: word(32).optional() }).optional(),
  deviceType: word(32).optional(),
  paymentType: word(32).optional(),
  bogoPromoId: word(64).optional(),
  stack: word(32).optional(),
});
export type OfferTilesProps = z.infer<typeof offerTilesPropsSchema>;
