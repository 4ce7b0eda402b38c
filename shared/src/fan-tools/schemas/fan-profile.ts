import { z } from 'zod';
import { FAN_ID_PATTERN } from '../rules.ts';
import { fanToolsText } from '../texts.ts';

/** 002 §3 FAN profile (tool). */
export const fanIdSchema = z.string().regex(FAN_ID_PATTERN, fanToolsText.fanIdNotFound);

export const discountSchema = z.object({
  discountType: z.enum(['SERVICE', 'ACCESSORY']),
  discountVal: z.object({
    amount: z.number(),
    amountType: z.enum(['PERCENT', 'DOLLAR']),
  }),
});
export type Discount = z.infer<typeof discountSchema>;

export const fanStatusSchema = z.string(); // Active, Pending or other (expired) values
export const fanProfileSchema = z.object({
  id: fanIdSchema,
  status: fanStatusSchema,
  name: z.string(),
  friendlyName: z.string(),
  onlExpStatus: z.string(), // 'Active' means web status on
  onlExpStatusChangeReason: z.string().nullable(),
  currentTokenLink: z.string().nullable(),
  tokenTimeStamp: z.string().nullable(),
  contractType: z.string().nullable(),
  agreementType: z.string().nullable(),
  liabilityType: z.string().nullable(),
  affinityTags: z.array(z.string()),
  contactInformation: z.object({
    employeeName: z.string().nullable(),
    emailAddress: z.string().nullable(),
    workPhone: z.string().nullable(),
  }),
  promotions: z.object({
    isWaivedActivationFees: z.boolean().nullable(),
    isWaivedUpgradeFees: z.boolean().nullable(),
    discounts: z.array(discountSchema),
  }),
});
export type FanProfile = z.infer<typeof fanProfileSchema>;

export const fanDetailsParamsSchema = z.object({ fanId: z.string().max(64) });

/** GET {prefix}fan/details/{fanId} and fan/details?fanIds=: the FAN profiles found. */
export const fanDetailsResponseSchema = z.object({
  status: z.literal('success'),
  fanDetails: z.array(fanProfileSchema),
});
export type FanDetailsResponse = z.infer<typeof fanDetailsResponseSchema>;

/** 002 §3 Group details (tool). */
export const groupFanSchema = z.object({ id: fanIdSchema, status: fanStatusSchema });
export const groupDetailsSchema = z.object({
  groupId: z.string(),
  isWebEnabled: z.boolean(),
  isList: z.boolean(),
  fanDetails: z.array(groupFanSchema),
  token: z.string().nullable(),
  /** The landing link the group token opens (built by the gateway, like a FAN's currentTokenLink). */
  tokenLink: z.string().nullable().optional(),
  tokenGenerationDate: z.string().nullable(),
  /** The reason given when the splash page was last turned on or off (002 §4: it is returned and shown). */
  webStatusReason: z.string().nullable().optional(),
});
export type GroupDetails = z.infer<typeof groupDetailsSchema>;

/** 002 §3 Multi-search response. */
export const multiSearchResponseSchema = z.object({
  status: z.literal('success'),
  groupDetails: z.array(groupDetailsSchema),
  fanDetails: z.array(fanProfileSchema),
  invalidFanIds: z.array(z.string()),
  groupId: z.string().nullable(),
});
export type MultiSearchResponse = z.infer<typeof multiSearchResponseSchema>;

/** 002 §3: web status is on when onlExpStatus is 'Active'. */
export function isWebStatusOn(profile: Pick<FanProfile, 'onlExpStatus'>): boolean {
  return profile.onlExpStatus === 'Active';
}
