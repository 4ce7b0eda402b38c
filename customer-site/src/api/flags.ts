import { z } from 'zod';
import {
  enrollmentFlagsSchema,
  verificationFlagsSchema,
  type EnrollmentFlags,
  type VerificationFlags,
} from '@carrier/shared/discount-program';
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
  // 002 §6: the instant-on offer, and its check of the full-address query parameters
  instantOnOffer: z.boolean().catch(false),
  implicitFullAddressCheck: z.boolean().catch(false),
});
export type SiteFlags = EnrollmentFlags &
  VerificationFlags & { newFanProfilesApi: boolean; instantOnOffer: boolean; implicitFullAddressCheck: boolean };

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
