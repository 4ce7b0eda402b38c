import { z } from 'zod';
import { localeSchema } from './page-document.ts';

/**
 * The site frame: the header's navigation and the footer every customer page shares, one document per locale,
 * written by content authors like the page documents. Links name the URL a customer follows, locale prefix
 * included (/es-us/… in the Spanish document), so an author sees exactly where each one goes.
 */
const SAFE_HREF = /^(\/(?![/\\])|https:\/\/|mailto:|tel:)/i;

const label = (max: number) => z.string().trim().min(1).max(max);

export const frameLinkSchema = z.object({
  label: label(100),
  href: z.string().trim().max(500).regex(SAFE_HREF, 'A link goes to a site path (/…), https:, mailto: or tel:'),
});
export type FrameLink = z.infer<typeof frameLinkSchema>;

/** A top-level section of the site: its landing page and, for aria-current, the paths that belong to it. */
export const frameSectionSchema = frameLinkSchema.extend({
  /** URL path prefixes (besides href) whose pages belong to this section, e.g. '/contact-us' under Support. */
  includes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\/[^?#\s]*$/),
    )
    .max(20)
    .default([]),
});
export type FrameSection = z.infer<typeof frameSectionSchema>;

const footerGroupSchema = z.object({
  heading: label(100),
  links: z.array(frameLinkSchema).min(1).max(12),
});

export const frameDocumentSchema = z.object({
  locale: localeSchema,
  navigation: z.object({
    /** The nav landmark's name, read by screen readers ('Main', 'Principal'). */
    label: label(60),
    /** The small-screen disclosure button. */
    menuButton: label(40),
    sections: z.array(frameSectionSchema).min(1).max(8),
  }),
  footer: z.object({
    /** The footer navigation landmark's name. */
    label: label(60),
    groups: z.array(footerGroupSchema).min(1).max(6),
    legal: z.object({ label: label(60), links: z.array(frameLinkSchema).min(1).max(8) }),
    /** Heading above the language switch ('Language', 'Idioma'). */
    languageHeading: label(60),
    /** '{year}' is replaced with the current year. */
    copyright: label(200),
  }),
});
export type FrameDocument = z.infer<typeof frameDocumentSchema>;
