/** The page and frame documents' schemas, in a chunk of their own (see content.ts). */
export { frameDocumentSchema, pageDocumentSchema } from '@carrier/shared/content';
