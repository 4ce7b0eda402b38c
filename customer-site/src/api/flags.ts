import { z } from 'zod';
import {
  enrollmentFlagsSchema,
  verificationFlagsSchema,
  type EnrollmentFlags,
  type VerificationFlags,
} from '@carrier/shared/discount-program';
import { BOPIS_CHECKIN_PATH } from '@carrier/shared/curbside';
import {
  connectedCarFlagsSchema,
  DEFAULT_BSSE_SALES_PHONE,
  DEFAULT_SUBSCRIPTION_PATH,
  type ConnectedCarFlags,
} from '@carrier/shared/connected-car';
import { requestJson } from './http.ts';

/**
 * GET /config/flags: the feature flags the gateway's configuration turns on for the customer site. A flag the answer
 * lacks or words wrongly keeps its default (off, or empty); a failed call means every flag is off.
 */
const flagsSchema = z.object({
  enrollmentSalesApi: enrollmentFlagsSchema.shape.enrollmentSalesApi.catch(false),
  enrollmentShieldSoftAuth: enrollmentFlagsSchema.shape.enrollmentShieldSoftAuth.catch(false),
  enrollmentCallToOrder: enrollmentFlagsSchema.shape.enrollmentCallToOrder.catch(false),
  enrollmentSalesPhone: enrollmentFlagsSchema.shape.enrollmentSalesPhone.catch(''),
  captchaScriptUrl: enrollmentFlagsSchema.shape.captchaScriptUrl.catch(''),
  verifySalesApi: verificationFlagsSchema.shape.verifySalesApi.catch(false),
  verifySearchFirst: verificationFlagsSchema.shape.verifySearchFirst.catch(false),
  verifyNewResultScreen: verificationFlagsSchema.shape.verifyNewResultScreen.catch(false),
  verifyMenuList: verificationFlagsSchema.shape.verifyMenuList.catch(false),
  verifyWirelessIntent: verificationFlagsSchema.shape.verifyWirelessIntent.catch(false),
  verifySalesAssist: verificationFlagsSchema.shape.verifySalesAssist.catch(false),
  // 002 §6, §7: the lander's calls go to the new fan-profiles prefix
  newFanProfilesApi: z.boolean().catch(false),
  // 002 §7: the offer tiles call products-papi instead of websalesofferorchms
  offersProductsApi: z.boolean().catch(false),
  // 002 §7: where a BOPIS check-in is posted (the gateway's own route unless configured)
  curbsideBopisUrl: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)/)
    .catch(BOPIS_CHECKIN_PATH),
  // 002 §2.2, §6, §7 connected-car: the sales-team call-to-order and the subscription check's path
  bsseCallToOrder: connectedCarFlagsSchema.shape.bsseCallToOrder.catch(false),
  bsseSalesPhone: connectedCarFlagsSchema.shape.bsseSalesPhone.catch(DEFAULT_BSSE_SALES_PHONE),
  connectedVehicleSubscriptionPath:
    connectedCarFlagsSchema.shape.connectedVehicleSubscriptionPath.catch(DEFAULT_SUBSCRIPTION_PATH),
  // 002 §6: the instant-on offer, and its check of the full-address query parameters
  instantOnOffer: z.boolean().catch(false),
  implicitFullAddressCheck: z.boolean().catch(false),
});
export type SiteFlags = EnrollmentFlags &
  VerificationFlags &
  ConnectedCarFlags & {
    newFanProfilesApi: boolean;
    offersProductsApi: boolean;
    curbsideBopisUrl: string;
    instantOnOffer: boolean;
    implicitFullAddressCheck: boolean;
  };

const DEFAULT_FLAGS: SiteFlags = flagsSchema.parse({});

let cached: Promise<SiteFlags> | null = null;

/** The flags, asked for once per page load (a failure is not kept, so the next call asks again). */
export function getFlags(): Promise<SiteFlags> {
  cached ??= requestJson('/config/flags', {}, flagsSchema).then((result) => {
    if (result.ok) return result.data;
    cached = null;
    return DEFAULT_FLAGS;
  });
  return cached;
}

/** Forgets the answer, so the next call asks the gateway again (a test starting a new page load). */
export function forgetFlags(): void {
  cached = null;
}
