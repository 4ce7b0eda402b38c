import { z } from 'zod';
import { LANDER_TEXTS, type LanderTexts } from '@carrier/shared/fan-tools';
import type { Locale } from '@carrier/shared/content';

const optional = (max: number) => z.string().trim().min(1).max(max).optional();

/**
 * 002 §2.3, §5, §8, §9 the business discount lander's content (type 'signatureMultiFanLander'). Every text is
 * optional and falls back to the shared default of the page's language.
 */
export const landerPropsSchema = z.object({
  eyebrow: optional(100),
  searchIntro: optional(400),
  fanIdLabel: optional(60),
  searchButton: optional(60),
  listIntro: optional(400),
  filterLabel: optional(60),
  copyright: optional(300),
  /** 002 §5, §9: the FAN ID field's max length, default 8. */
  fanIdMaxLength: z.number().int().min(1).max(32).default(8),
  /** 002 §2.3, §9: more entries than this show the filter box and pagination, default 25. */
  listThreshold: z.number().int().min(1).max(500).default(25),
  /** 002 §8: the FAN search failure message for each error id. */
  errors: z
    .array(z.object({ errorId: z.string().trim().min(1).max(64), message: z.string().trim().min(1).max(300) }))
    .max(50)
    .default([]),
  /** 002 §8: the list failure modal's heading, copy and close button. */
  modal: z.object({ heading: optional(200), copy: optional(600), close: optional(60) }).default({}),
});
export type LanderProps = z.output<typeof landerPropsSchema>;

/** The page's words: the content's, else the defaults of its language. */
export function landerCopy(props: LanderProps, locale: Locale): LanderTexts {
  const defaults = LANDER_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  return {
    ...defaults,
    eyebrow: props.eyebrow ?? defaults.eyebrow,
    searchIntro: props.searchIntro ?? defaults.searchIntro,
    fanIdLabel: props.fanIdLabel ?? defaults.fanIdLabel,
    searchButton: props.searchButton ?? defaults.searchButton,
    listIntro: props.listIntro ?? defaults.listIntro,
    filterLabel: props.filterLabel ?? defaults.filterLabel,
    copyright: props.copyright ?? defaults.copyright,
    modalHeading: props.modal.heading ?? defaults.modalHeading,
    modalCopy: props.modal.copy ?? defaults.modalCopy,
    modalClose: props.modal.close ?? defaults.modalClose,
  };
}
