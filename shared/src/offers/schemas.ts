import { z } from 'zod';
import { DEFAULT_OFFERS_PAGE_ID } from './paths.ts';

/**
 * 002 §3 Offer, Offer tabs and the data of an offer's legal text; 002 §7 the bodies and answers of the offers calls.
 * Every string is bounded: the same schemas check the gateway's answers in the browser and the requests at the
 * gateway.
 */
const text = (max: number) => z.string().max(max);
const id = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Enter a valid id.');

/** 002 §4 partner card: the card issuer's application status values. */
export const PARTNER_STATUSES = ['rejected', 'denied', 'declined', 'pending', 'approved', 'accepted', 'error'] as const;
export const partnerStatusSchema = z.enum(PARTNER_STATUSES);
export type PartnerStatus = z.infer<typeof partnerStatusSchema>;

export const offerModalSchema = z.object({
  heading: text(200),
  body: text(4000),
  shortLegalLinkLabel: text(100).optional(),
  /** Where the long legal text is fetched (the content system's legal feed); absent: longLegal is shown as is. */
  legalModalPath: text(300).optional(),
  longLegal: text(8000).optional(),
  offerTrayTitle: text(200).optional(),
  skuId: text(64).optional(),
  offerID: text(64).optional(),
});
export type OfferModal = z.infer<typeof offerModalSchema>;

export const offerSchema = z.object({
  offerID: id,
  offerType: text(32),
  offerCategory: text(32),
  tileHeading: z.object({ heading: text(200) }),
  tileCopy: z.object({ text: text(1000) }),
  /** An icon name of the content icon library. */
  icon: text(64),
  offerModal: offerModalSchema,
  /** The tile's call to action (the partner card's application link), when it has one. */
  cta: z.object({ label: text(100), href: text(500) }).optional(),
  hkopCampaignId: text(64).optional(),
  marketingPriority: z.number().int().min(0).max(100_000),
  catalogOfferId: text(64).optional(),
  offerSlotNumber: z.number().int().min(0).max(1000).optional(),
  componentOrder: z.number().int().min(0).max(1000).optional(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerTabSchema = z.object({
  tabName: text(100),
  offers: z.array(offerSchema).max(50),
  default: z.boolean(),
});
export type OfferTab = z.infer<typeof offerTabSchema>;

/** 002 §7 POST …/offers/tile body (unknown fields are dropped); pageId defaults to PSC_LEARN (§9). */
export const tileRequestSchema = z.object({
  pageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Enter a valid page id.')
    .default(DEFAULT_OFFERS_PAGE_ID),
  offerTypes: z.enum(['dealer', '']).default(''),
  customerType: text(32).optional(),
  dealerCode: text(32).optional(),
  uniqueUrlName: text(100).optional(),
  deviceInfo: z.object({ skuId: text(64).optional(), commitmentTerm: text(32).optional() }).optional(),
  deviceType: text(32).optional(),
  paymentType: text(32).optional(),
  citiApplicationStatus: z.union([partnerStatusSchema, z.literal('')]).optional(),
  bogoPromoId: text(64).optional(),
  stack: text(32).optional(),
  /** From the page's `edit` query parameter. */
  losgId: text(64).optional(),
});
export type TileRequest = z.input<typeof tileRequestSchema>;
export const tileResponseSchema = z.object({ content: z.array(offerTabSchema).max(20) });
export type TileResponse = z.infer<typeof tileResponseSchema>;

/** GET …/scms/shared/offers/offertile: the content system's shared wording of offer tiles; each label optional. */
export const offerTileContentSchema = z.object({
  sectionHeading: text(200).optional(),
  seeDetails: text(100).optional(),
  trayClose: text(100).optional(),
  partnerApplied: text(100).optional(),
  partnerInProgress: text(100).optional(),
  partnerError: text(300).optional(),
});
export type OfferTileContent = z.infer<typeof offerTileContentSchema>;
export const offerTileResponseSchema = z.object({ content: offerTileContentSchema });

/** 002 §3 offer data for legal text, read under the feed key. */
export const offerLegalSchema = z.object({
  offerHeading: text(200),
  longLegalText: text(12000),
  longLegalStartText: text(2000).optional(),
  shortProxLegalText: text(2000).optional(),
});
export type OfferLegal = z.infer<typeof offerLegalSchema>;
export const offerLegalResponseSchema = z.object({ feed: offerLegalSchema });

/** 002 §7 GET …/v2/referral?initialize=true&serialNumber=… (or &placeId=…), header appname=websales. */
export const REFERRAL_APP_NAME = 'websales';
export const referralQuerySchema = z
  .object({
    initialize: z.enum(['true', 'false']).optional(),
    serialNumber: z
      .string()
      .regex(/^[A-Za-z0-9]{6,32}$/, 'Enter a valid serial number.')
      .optional(),
    placeId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'Enter a valid place id.')
      .optional(),
  })
  .refine((q) => Boolean(q.serialNumber) !== Boolean(q.placeId), {
    message: 'Send either a serialNumber or a placeId.',
  });
export const referralSchema = z.object({
  referralId: text(64),
  referralCode: text(32),
  status: z.enum(['available', 'initialized']),
  initializedAt: z.string().max(40).nullable(),
  offer: z.object({ heading: text(200), text: text(1000), creditAmount: z.number().min(0).max(10_000) }),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralResponseSchema = z.object({ content: referralSchema });
