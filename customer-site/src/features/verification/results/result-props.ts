import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const screenSchema = z
  .object({ heading: text(200), copy: text(1000), note: text(1000), ctaLabel: text(100), ctaURL: text(500) })
  .partial();

/** 001 §3 the outcomes with texts of their own: the new flow's screens, the plain responses and their crp variants. */
export const RESULT_TEXT_KEYS = [
  'reviewPending',
  'reviewPendingExisting',
  'approved',
  'enrolled',
  'rejection',
  'general',
  'success',
  'pending',
  'error',
  'crpSuccess',
  'crpPending',
  'crpError',
] as const;
export type ResultTextKey = (typeof RESULT_TEXT_KEYS)[number];

/**
 * 001 §3 per-segment form content, the result screens' part (form response texts per outcome, with their crp
 * variants). Every text is optional and falls back to the shared defaults of the page's language.
 */
export const resultPropsSchema = z
  .object({
    texts: z.partialRecord(z.enum(RESULT_TEXT_KEYS), screenSchema).optional(),
    /** The legal modal's copy (the offer's long legal text). */
    legal: text(4000).optional(),
  })
  .default({});
export type ResultProps = z.output<typeof resultPropsSchema>;
