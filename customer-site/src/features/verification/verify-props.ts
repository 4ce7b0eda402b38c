import { z } from 'zod';
import { segmentSchema } from '@carrier/shared/discount-program';
import { resultPropsSchema } from './results/result-props.ts';
import { uploadPropsSchema } from './upload/upload-props.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/** 001 §3 per-segment form content (content type 'signatureVerify', and each segment of a 'hubForm'). */
export const segmentContentSchema = z.object({
  segment: segmentSchema,
  segmentDisplayName: text(100),
  source: text(32).default('sales'),
  iconUrl: text(500).optional(),
  /** A combo page verifies two segments for one person; its segment selector is shown (001 §5). */
  isComboSegment: z.boolean().default(false),
  comboSegment: segmentSchema.optional(),
  /** A combo page's name for its second segment (the segment selector's other choice). */
  comboSegmentDisplayName: text(100).optional(),
  showFileUpload: z.boolean().default(true),
  showComboFileUpload: z.boolean().default(true),
  isExistingCustomer: z.boolean().default(false),
  /** 001 §2 the offer's benefits the review screens show: a heading and the benefits, the first one leading. */
  offer: z.object({ heading: text(200), benefits: z.array(text(300)).max(8).default([]) }).optional(),
  upload: uploadPropsSchema,
  results: resultPropsSchema,
});
export type SegmentContent = z.output<typeof segmentContentSchema>;

/** 001 §2 the verification hub (content type 'hubForm'): one tab (or menu entry) per segment form. */
export const hubPropsSchema = z.object({
  heading: text(200).optional(),
  segments: z.array(segmentContentSchema).min(1).max(12),
});
export type HubProps = z.output<typeof hubPropsSchema>;
