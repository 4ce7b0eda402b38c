import { z } from 'zod';
import {
  CONNECTED_CAR_TEXTS,
  redirectEntrySchema,
  tenantEntrySchema,
  VIN_DECODER_BASE,
  type ConnectedCarTexts,
} from '@carrier/shared/connected-car';
import type { Locale } from '@carrier/shared/content';
import { contentLinkSchema } from '../../components/content-link.ts';

const optional = (max: number) => z.string().trim().min(1).max(max).optional();
const resultSchema = z
  .object({ heading: optional(200), body: optional(600), cta: contentLinkSchema.optional() })
  .default({});

/**
 * 002 §2.2, §3, §5, §7 the connected-car hero panel's content (type 'inCarWifiPanel'): its texts (each falls back to
 * the shared default of the page's language), the decoder's base URL, the subscription check's app key and
 * channel, the carmaker tenant and redirect tables, and each result modal's heading, copy and link.
 */
export const carPropsSchema = z.object({
  heading: optional(200),
  copy: optional(600),
  /** 002 §2.2: the 'Get started' button's text. */
  getStarted: optional(60),
  /** 002 §5: the configured error text of a VIN that is not letters plus digits. */
  fieldError: optional(300),
  /** 002 §8: the default error text and the service-down text. */
  defaultError: optional(300),
  serviceDown: optional(300),
  /** 002 §7: the government decoder's base URL; {base}{vin}?format=json. A path on this site, or https. */
  vinDecoderBase: z
    .string()
    .trim()
    .max(300)
    .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>?#]*\/$/, 'a path on this site or an https:// address, ending in /')
    .default(VIN_DECODER_BASE),
  appKey: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .default('websales'),
  channel: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}$/)
    .default('websales'),
  tenants: z.array(tenantEntrySchema).max(100).default([]),
  redirects: z.array(redirectEntrySchema).max(100).default([]),
  results: z
    .object({ trial: resultSchema, notEligible: resultSchema, fallback: resultSchema, hotspot: resultSchema })
    .default({ trial: {}, notEligible: {}, fallback: {}, hotspot: {} }),
});
export type CarProps = z.output<typeof carPropsSchema>;

/** The page's words: the content's, else the defaults of its language. */
export function carCopy(props: CarProps, locale: Locale): ConnectedCarTexts {
  const defaults = CONNECTED_CAR_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  const { results } = props;
  return {
    ...defaults,
    heading: props.heading ?? defaults.heading,
    copy: props.copy ?? defaults.copy,
    getStarted: props.getStarted ?? defaults.getStarted,
    fieldError: props.fieldError ?? defaults.fieldError,
    defaultError: props.defaultError ?? defaults.defaultError,
    serviceDown: props.serviceDown ?? defaults.serviceDown,
    trialHeading: results.trial.heading ?? defaults.trialHeading,
    trialBody: results.trial.body ?? defaults.trialBody,
    notEligibleHeading: results.notEligible.heading ?? defaults.notEligibleHeading,
    notEligibleBody: results.notEligible.body ?? defaults.notEligibleBody,
    fallbackHeading: results.fallback.heading ?? defaults.fallbackHeading,
    fallbackBody: results.fallback.body ?? defaults.fallbackBody,
    hotspotHeading: results.hotspot.heading ?? defaults.hotspotHeading,
    hotspotBody: results.hotspot.body ?? defaults.hotspotBody,
  };
}
