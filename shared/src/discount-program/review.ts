import { z } from 'zod';
import { SEGMENTS, UPLOAD_REJECTION_REASONS, VERIFICATION_STATUSES } from './schemas.ts';

/**
 * The console's document review queue (react-admin resource `document-reviews`): verifications with uploaded
 * documents, their documents' metadata, and the decision: approve, or reject with one or more 001 §8 reasons.
 */
export const documentMetaSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

export const reviewDecisionRecordSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reasons: z.array(z.string()),
  reviewer: z.string(),
  decidedAt: z.string(),
});

export const documentReviewRecordSchema = z.object({
  id: z.string(),
  segment: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  submittedAt: z.string(),
  documentCount: z.number().int(),
  docUploadRejectionCount: z.number().int(),
});
export type DocumentReviewRecord = z.infer<typeof documentReviewRecordSchema>;

export const documentReviewDetailSchema = documentReviewRecordSchema.extend({
  attributes: z.record(z.string(), z.unknown()),
  documents: z.array(documentMetaSchema),
  docUploadRejectionReasons: z.array(z.array(z.string())),
  reviews: z.array(reviewDecisionRecordSchema),
  expiryDate: z.string().nullable(),
  remainingDays: z.number().int().nullable(),
});
export type DocumentReviewDetail = z.infer<typeof documentReviewDetailSchema>;

/** filter={"segment","status","olderThanHours"}: status pending unless asked (the queue). */
export const documentReviewFilterSchema = z.strictObject({
  segment: z.enum(SEGMENTS).optional(),
  status: z.enum(VERIFICATION_STATUSES).optional(),
  /** Only uploads waiting at least this many hours (the queue's age filter). */
  olderThanHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .optional(),
  id: z.array(z.string().max(64)).max(100).optional(),
});
export type DocumentReviewFilter = z.infer<typeof documentReviewFilterSchema>;

/** PUT document-reviews/:id (react-admin update): the decision. */
export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('reject'),
    reasons: z
      .array(z.enum(UPLOAD_REJECTION_REASONS))
      .min(1, 'Choose at least one reason.')
      .max(UPLOAD_REJECTION_REASONS.length)
      .refine((r) => new Set(r).size === r.length, 'Each reason once.'),
  }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
