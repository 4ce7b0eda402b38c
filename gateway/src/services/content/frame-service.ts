import type { FastifyBaseLogger } from 'fastify';
import { ErrorIds } from '@carrier/shared/core';
import { frameDocumentSchema, type FrameDocument, type Locale } from '@carrier/shared/content';
import { HttpError } from '../../http-error.ts';
import type { Queryable } from '../../store/db.ts';
import { findFrameDocument } from './frame-store.ts';

/** The site frame (navigation and footer) for a locale, Spanish falling back to English, checked against its schema. */
export async function frameFor(db: Queryable, locale: Locale, log: FastifyBaseLogger): Promise<FrameDocument> {
  const row = await findFrameDocument(db, locale);
  if (!row) throw new HttpError(404, ErrorIds.notFound, 'There is no site navigation for this language.');
  const parsed = frameDocumentSchema.safeParse(row.document);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    log.error({ locale: row.locale, reasons }, 'stored site frame document is not valid');
    throw new HttpError(500, ErrorIds.contentInvalid, `The site navigation is not valid: ${reasons}`);
  }
  return parsed.data;
}
