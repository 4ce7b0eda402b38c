import { z } from 'zod';

/**
 * 002 §7 the government vehicle decoder's answer (GET {base}{vin}?format=json): Results is a list of Variable and
 * Value pairs. The embedded decoder answers the same shape, so the public decoder can take its place unchanged.
 */
export const decoderResultSchema = z.object({
  Value: z.string().nullable(),
  ValueId: z.string().nullable(),
  Variable: z.string(),
  VariableId: z.number().int(),
});
export const decoderResponseSchema = z.object({
  Count: z.number().int(),
  Message: z.string(),
  SearchCriteria: z.string().nullable(),
  Results: z.array(decoderResultSchema),
});
export type DecoderResponse = z.infer<typeof decoderResponseSchema>;
export type DecoderResult = z.infer<typeof decoderResultSchema>;

/** 002 §3 VIN result: what the flow reads from the decoder. */
export interface VinResult {
  modelYear: number | null;
  make: string | null;
  model: string | null;
  engineManufacturer: string | null;
  manufacturerName: string | null;
}

/** 002 §3 the statuses of a connected-vehicle subscription check. */
export const planStatusSchema = z.enum(['available', 'unavailable', 'active', 'inactive']);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/**
 * 002 §3 connected-vehicle subscription check response: status per plan, permissions.canRegister, the vehicle,
 * metas (retailAllowed is a string 'true' or 'false', and the trial's name) and the device's type. Fields the flow
 * does not read are let through (the real platform answers more).
 */
export const subscriptionResponseSchema = z.looseObject({
  status: z.looseObject({
    trial: planStatusSchema,
    shared: planStatusSchema,
    postpaid: planStatusSchema,
    prepaid: planStatusSchema,
  }),
  permissions: z.looseObject({ canRegister: z.boolean().nullable().optional() }),
  vehicle: z.looseObject({ soldInCountry: z.string(), vin: z.string(), evin: z.string().nullable() }),
  metas: z.looseObject({
    retailAllowed: z.string().nullable().optional(),
    trial: z.looseObject({ name: z.string().nullable().optional() }).nullable().optional(),
  }),
  device: z
    .looseObject({ metas: z.looseObject({ type: z.string().nullable().optional() }) })
    .nullable()
    .optional(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** 002 §3 carmaker tenant table: a tenant, its makes, and models that belong to it whatever their make's tenant. */
export const tenantEntrySchema = z.object({
  tenant: z.string().trim().min(1).max(60),
  makes: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  models: z.array(z.string().trim().min(1).max(60)).max(100).default([]),
});
export type TenantEntry = z.output<typeof tenantEntrySchema>;

/** 002 §3 carmaker redirect table: a manufacturer name and the carmaker's address with a [vin] placeholder. */
export const redirectEntrySchema = z.object({
  manufacturer: z.string().trim().min(1).max(120),
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/(?!\/))[^\s"'<>]*$/, 'a carmaker address is https:// (or a path on this site)')
    .refine((u) => u.includes('[vin]'), 'a carmaker address carries the [vin] placeholder'),
});
export type RedirectEntry = z.output<typeof redirectEntrySchema>;

/** 002 §7 the subscription check's headers: tenant, country US, channel. */
export const SUBSCRIPTION_COUNTRY = 'US';

/** 002 §6, §7 the connected-car page's settings from GET /config/flags. */
export const connectedCarFlagsSchema = z.object({
  /** 002 §6 sales-team ordering call-to-order (enable BSSE call-to-order). */
  bsseCallToOrder: z.boolean(),
  /** 002 §2.2, §9 the call-to-order modal's toll-free number. */
  bsseSalesPhone: z.string(),
  /** 002 §7 the subscription check's path (configurable). */
  connectedVehicleSubscriptionPath: z.string(),
});
export type ConnectedCarFlags = z.infer<typeof connectedCarFlagsSchema>;
