import { z } from 'zod';
import { CURBSIDE_TEXTS, type CurbsideTexts } from '@carrier/shared/curbside';
import type { Locale } from '@carrier/shared/content';

const optional = (max: number) => z.string().trim().min(1).max(max).optional();
/** A site path or an https address; '{store}' is replaced by the store id. */
const link = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/)
  .max(300);

/**
 * 002 §2.8 the curbside check-in's content (type 'curbsidePickup'): its words, and the store page the submit
 * error links to ('{store}' filled in) and the help page the find-your-order view links to.
 */
export const curbsidePropsSchema = z.object({
  heading: optional(120),
  chooseIntro: optional(300),
  findHeading: optional(120),
  findCopy: optional(600),
  submitError: optional(300),
  storePageUrl: link.optional(),
  helpPageUrl: link.optional(),
});
export type CurbsideProps = z.output<typeof curbsidePropsSchema>;

export interface CurbsideCopy extends CurbsideTexts {
  storePageUrl: string;
  helpPageUrl: string;
}

export function curbsideCopy(props: CurbsideProps, locale: Locale): CurbsideCopy {
  const defaults = CURBSIDE_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  const base = locale === 'es-us' ? '/es-us' : '';
  return {
    ...defaults,
    heading: props.heading ?? defaults.heading,
    chooseIntro: props.chooseIntro ?? defaults.chooseIntro,
    findHeading: props.findHeading ?? defaults.findHeading,
    findCopy: props.findCopy ?? defaults.findCopy,
    submitError: props.submitError ?? defaults.submitError,
    storePageUrl: props.storePageUrl ?? `${base}/store-pickup?store={store}`,
    helpPageUrl: props.helpPageUrl ?? `${base}/store-pickup`,
  };
}
