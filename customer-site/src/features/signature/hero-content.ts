import { z } from 'zod';
import type { BenefitsContent } from '@carrier/shared/discount-program';
import { SIGNATURE_HERO_PHONE, SIGNATURE_HERO_TEXTS } from '@carrier/shared/offers';
import { fillText } from './fill-text.ts';

const words = (max: number) => z.string().trim().min(1).max(max).optional();

/**
 * The signature hero's content (002 §2.5): its wording over the defaults, the sales number of its call-to-order
 * modal, and per fan category the heading and copy a FAN of that category sees.
 */
export const signatureHeroContentSchema = z.object({
  eyebrow: words(100),
  fallbackHeading: words(200),
  fallbackCopy: words(600),
  personalHeading: words(200),
  personalCopy: words(600),
  ctaLabel: words(60),
  ctoHeading: words(200),
  ctoCopy: words(600),
  phone: z
    .string()
    .regex(/^[0-9 ()+-]{7,20}$/)
    .optional(),
  categories: z
    .array(
      z.object({ fanCategoryId: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), heading: words(200), copy: words(600) }),
    )
    .max(20)
    .optional(),
});
export type SignatureHeroContent = z.infer<typeof signatureHeroContentSchema>;

export type HeroTexts = (typeof SIGNATURE_HERO_TEXTS)['en'] & { phone: string };

/** The hero's wording in the page's language, content over the defaults. */
export function heroTexts(content: SignatureHeroContent | undefined, lang: 'en' | 'es'): HeroTexts {
  const base = SIGNATURE_HERO_TEXTS[lang];
  const pick = (key: keyof typeof base) =>
    (content?.[key as keyof SignatureHeroContent] as string | undefined) ?? base[key];
  return {
    ...base,
    eyebrow: pick('eyebrow'),
    fallbackHeading: pick('fallbackHeading'),
    fallbackCopy: pick('fallbackCopy'),
    personalHeading: pick('personalHeading'),
    personalCopy: pick('personalCopy'),
    ctaLabel: pick('ctaLabel'),
    ctoHeading: pick('ctoHeading'),
    ctoCopy: pick('ctoCopy'),
    phone: content?.phone ?? SIGNATURE_HERO_PHONE,
  };
}

export interface HeroView {
  heading: string;
  copy: string;
  /** The FAN's category when the hero is personalised (for the analytics), else null. */
  fanCategoryId: string | null;
}

/**
 * 002 §2.5, §4, §8: personalised by the banner's fan category (the category's heading and copy, else the program
 * wording with the FAN's name); no banner — a failed call or no fan id — is the fallback hero.
 */
export function heroView(
  offer: BenefitsContent | null,
  texts: HeroTexts,
  categories: SignatureHeroContent['categories'],
): HeroView {
  if (!offer) return { heading: texts.fallbackHeading, copy: texts.fallbackCopy, fanCategoryId: null };
  const { banner } = offer;
  const category = categories?.find((c) => c.fanCategoryId === banner.fanCategoryId);
  const name = banner.fanName || banner.heading;
  return {
    heading: fillText(category?.heading ?? texts.personalHeading, { fanName: name }),
    copy: fillText(category?.copy ?? (banner.expandedOffer || texts.personalCopy), { fanName: name }),
    fanCategoryId: banner.fanCategoryId ?? null,
  };
}
