import { z } from 'zod';

/**
 * 001 §3 per-segment form content, the result screens' part (form response texts per outcome, with their crp
 * variants). Every text is optional and falls back to the shared defaults of the page's language.
 */
export const resultPropsSchema = z.object({}).default({});
export type ResultProps = z.output<typeof resultPropsSchema>;
