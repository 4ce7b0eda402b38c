import { z } from 'zod';

/**
 * What a customer keeps after sending a request: a reference the gateway gives each stored request, and the
 * submission key a form sends so that the same request sent twice (a reload, a double click, the back button) is
 * recognised and answered with the first one's reference instead of being stored again.
 */

/** Digits and capitals without 0, O, 1 and I, so a reference reads aloud over the phone and types back without doubt. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** One prefix per kind of request, so the team knows from the first two letters which form it came from. */
export const REFERENCE_PREFIXES = { waiver: 'WV', military: 'MR', form: 'WF', escalation: 'EC' } as const;
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[keyof typeof REFERENCE_PREFIXES];

/** A prefix, then two groups of four: 'WV-7KQ4-M9XD' (32^8, about 10^12 references per prefix). */
export const REFERENCE_PATTERN = /^[A-Z]{2}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
export const referenceSchema = z.string().regex(REFERENCE_PATTERN);

/**
 * A new random reference. The alphabet has 32 characters, so the low five bits of a random byte pick one without
 * bias. Uniqueness is the store's job (a unique constraint, and a new draw on the rare collision).
 */
export function newReference(
  prefix: ReferencePrefix,
  random: (count: number) => Uint8Array = (count) => globalThis.crypto.getRandomValues(new Uint8Array(count)),
): string {
  const chars = [...random(8)].map((b) => REFERENCE_ALPHABET[b & 31]!);
  return `${prefix}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The request header that carries a form's submission key (the IETF Idempotency-Key header). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key is 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID fits); it may come quoted, as a structured string. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 8 to 128 letters, digits or the characters - _ . : (a UUID fits).';

/** The header's value as sent (Fastify lowercases header names): absent, or a key, quoted or not. */
export const idempotencyKeyHeaderSchema = z
  .string()
  .transform((v) => v.trim().replace(/^"(.*)"$/, '$1'))
  .pipe(z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE))
  .optional();

/** What every stored request's answer carries beside the fields its specification names. */
export const submissionReceiptSchema = z.object({
  /** The stored request's reference, to quote to the team. */
  reference: referenceSchema,
  /** True when this submission key was already used for the same request: nothing new was stored or sent. */
  alreadyReceived: z.boolean(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

/** Error ids of the submission key. */
export const SubmissionErrorIds = {
  /** The key was used before for a different request (or by someone else). */
  keyReused: 'SUBMISSION_KEY_REUSED',
} as const;

export const SUBMISSION_KEY_REUSED_MESSAGE =
  'This submission key was already used for a different request. Start a new request to send these details.';
