import { z } from 'zod';

/** 002 §2.1 product families; wireline answers serviceType Fixed, the wireless families Mobile. */
export const PRODUCT_FAMILIES = ['wireless-postpaid', 'wireless-prepaid', 'wireline'] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];
export const DEFAULT_PRODUCT_FAMILY: ProductFamily = 'wireless-postpaid';

const money = z.number().min(0).max(100000);

/**
 * The FCC Broadband Facts label of one plan, as the carrier publishes it: monthly price, introductory period,
 * one-time and provider fees, typical speeds and latency, data included, the unique plan identifier and the
 * policy links.
 */
export const broadbandLabelSchema = z.object({
  uniqueId: z.string(),
  version: z.number().int().min(1),
  effectiveFrom: z.string(),
  providerName: z.string(),
  planName: z.string(),
  serviceType: z.enum(['Fixed', 'Mobile']),
  monthlyPrice: money,
  introductoryPeriod: z.object({ months: z.number().int().min(1), priceAfter: money }).nullable(),
  contractRequired: z.boolean(),
  contractTermsUrl: z.string().nullable(),
  monthlyProviderFees: z.array(z.object({ name: z.string(), amount: money })),
  oneTimeFees: z.array(z.object({ name: z.string(), amount: money })),
  governmentTaxesVaryByLocation: z.boolean(),
  discounts: z.array(z.object({ name: z.string(), url: z.string() })),
  speeds: z.object({ downloadMbps: z.number(), uploadMbps: z.number(), latencyMs: z.number() }),
  dataIncluded: z.string(),
  policies: z.object({ networkManagement: z.string(), privacy: z.string(), support: z.string() }),
  acpParticipant: z.boolean(),
});
export type BroadbandLabel = z.infer<typeof broadbandLabelSchema>;

export const labelVersionsResponseSchema = z.object({
  uniqueId: z.string(),
  current: z.number().int(),
  versions: z.array(z.object({ version: z.number().int(), effectiveFrom: z.string(), monthlyPrice: money })),
});

/** 002 §3 plan record of the label feed, with its current label. */
export const planRecordSchema = z.object({
  planName: z.string(),
  planIds: z.array(z.object({ uniqueID: z.string() })),
  planType: z.string(),
  marketType: z.string(),
  lob: z.enum(['wireline', 'wireless']),
  label: broadbandLabelSchema,
});
export type PlanRecord = z.infer<typeof planRecordSchema>;

export const labelFeedQuerySchema = z.object({
  serviceType: z.enum(['Fixed', 'Mobile']),
  status: z.enum(['active']).default('active'),
});
export const labelFeedResponseSchema = z.object({ 'cms-feed': z.array(planRecordSchema) });

const errorContact = z.object({
  errorContactUsLink: z.string().max(300),
  label: z.string().max(200),
  phone: z.string().max(30),
});
export type ErrorContact = z.infer<typeof errorContact>;
const ids = z.array(z.string().max(40)).max(500);

/** 002 §3 the plan-map file: per vendor or channel key, the unique ids shown per family. */
export const planMapEntrySchema = z.object({
  'wireless-postpaid': ids.default([]),
  'wireless-prepaid': ids.default([]),
  wireline: z
    .object({
      AIA: ids.default([]),
      HSIA: ids.default([]),
      FIBER_IN_FP: ids.default([]),
      FIBER_OUT_OF_FP: ids.default([]),
    })
    .partial()
    .default({}),
  disableLinks: z.boolean().default(false),
  'wireless-postpaid-error': errorContact.optional(),
  'wireless-prepaid-error': errorContact.optional(),
  'wireline-error': errorContact.optional(),
});
export type PlanMapEntry = z.infer<typeof planMapEntrySchema>;
export const planMapSchema = z.record(z.string().max(40), planMapEntrySchema);
export type PlanMap = z.infer<typeof planMapSchema>;

/** 002 §3 plan card (with the label it opens). */
export interface PlanCard {
  heading: string;
  planType: string;
  nutritionLabel: {
    accordionLabel: string;
    lob: 'wireline' | 'wireless';
    uniqueId: string;
    taxationGeoCode: string | null;
    disableLinks: boolean;
    errorContactData: ErrorContact | null;
    accType: 'S' | 'B' | 'I';
    accSubType: 'O' | 'R';
  };
  label: BroadbandLabel;
}
