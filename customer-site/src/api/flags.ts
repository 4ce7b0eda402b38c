import { z } from 'zod';
import { requestJson } from './http.ts';

/**
 * GET /config/flags: the feature flags the gateway's configuration turns on for the apps. A flag the answer lacks
 * (an older gateway) keeps its default; a failed call means every flag is off.
 */
const flagsSchema = z.object({
  enrollmentSalesApi: z.boolean().catch(false).default(false),
  enrollmentShieldSoftAuth: z.boolean().catch(false).default(false),
  enrollmentCallToOrder: z.boolean().catch(false).default(false),
  enrollmentSalesPhone: z.string().catch('').default(''),
  captchaScriptUrl: z.string().catch('').default(''),
});
export type SiteFlags = z.output<typeof flagsSchema>;

export const DEFAULT_FLAGS: SiteFlags = flagsSchema.parse({});

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
