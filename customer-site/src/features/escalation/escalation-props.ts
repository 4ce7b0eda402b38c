import { z } from 'zod';
import { ESCALATION_TEXTS, type EscalationTexts } from '@carrier/shared/escalation';
import type { Locale } from '@carrier/shared/content';

const optional = (max: number) => z.string().trim().min(1).max(max).optional();

/**
 * 002 §2.7 the escalation form's content (type 'escalationForm'): the hero's words, the SUBJECT the cases are sent
 * under, and the configured submit-error banner (§8). Every text falls back to the page language's default.
 */
export const escalationPropsSchema = z.object({
  heroHeading: optional(120),
  heroCopy: optional(600),
  formHeading: optional(120),
  subject: z.string().trim().min(1).max(200).default('Social advocate escalation'),
  submitError: optional(300),
  successHeading: optional(120),
  successCopy: optional(400),
});
export type EscalationProps = z.output<typeof escalationPropsSchema>;

export function escalationCopy(props: EscalationProps, locale: Locale): EscalationTexts {
  const defaults = ESCALATION_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  return {
    ...defaults,
    heroHeading: props.heroHeading ?? defaults.heroHeading,
    heroCopy: props.heroCopy ?? defaults.heroCopy,
    formHeading: props.formHeading ?? defaults.formHeading,
    submitError: props.submitError ?? defaults.submitError,
    successHeading: props.successHeading ?? defaults.successHeading,
    successCopy: props.successCopy ?? defaults.successCopy,
  };
}
