import { z } from 'zod';
import { UPLOAD_ERROR_KEYS } from '@carrier/shared/discount-program';

const text = (max: number) => z.string().trim().min(1).max(max);

/** 001 §5 default valid types; the panel checks them by media type. */
export const UPLOAD_FILE_TYPES = ['png', 'pdf', 'jpeg', 'bmp', 'gif'] as const;

/**
 * 001 §3 per-segment form content, the document upload's part: the document list, the file rules' content and the
 * upload texts. Every text is optional and falls back to the shared defaults of the page's language.
 */
export const uploadPropsSchema = z
  .object({
    heading: z
      .object({ default: text(200), returning: text(200), returningError: text(200) })
      .partial()
      .optional(),
    copy: z
      .object({ default: text(1000), returning: text(1000), returningError: text(1000) })
      .partial()
      .optional(),
    documents: z
      .array(z.object({ label: text(200), tooltip: text(500) }))
      .min(1)
      .max(12)
      .optional(),
    note: text(1000).optional(),
    hint: text(500).optional(),
    /** 001 §3 validFileTypes (a subset of the defaults: the gateway accepts no others). */
    validFileTypes: z.array(z.enum(UPLOAD_FILE_TYPES)).min(1).optional(),
    /** 001 §5 the characters a file name must not contain (default \ / : * ? " < > |). */
    invalidFileNameChars: text(40).optional(),
    /** 001 §5: each error key's configured message (else the default one). */
    errorMessages: z.partialRecord(z.enum(UPLOAD_ERROR_KEYS), text(500)).optional(),
    uploadLater: z
      .object({ warning: text(500), copy: text(1000) })
      .partial()
      .optional(),
  })
  .default({});
export type UploadProps = z.output<typeof uploadPropsSchema>;
