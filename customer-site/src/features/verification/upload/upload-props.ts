import { z } from 'zod';

/**
 * 001 §3 per-segment form content, the document upload's part: the document list, the file rules' content and the
 * upload texts. Every text is optional and falls back to the shared defaults of the page's language.
 */
export const uploadPropsSchema = z.object({}).default({});
export type UploadProps = z.output<typeof uploadPropsSchema>;
