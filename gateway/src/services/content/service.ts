import type { FastifyBaseLogger } from 'fastify';
import { ErrorIds } from '@carrier/shared/core';
import { documentPathFor, pageDocumentSchema, type PageDocument } from '@carrier/shared/content';
import { HttpError } from '../../http-error.ts';
import type { Queryable } from '../../store/db.ts';
import { findPageDocument } from './store.ts';

/** The page document for a site path (`/es-us/…` selects Spanish, else English), checked against the content rules. */
export async function pageFor(db: Queryable, sitePath: string, log: FastifyBaseLogger): Promise<PageDocument> {
  const { locale, path } = documentPathFor(sitePath);
  const row = await findPageDocument(db, path, locale);
  if (!row) throw new HttpError(404, ErrorIds.notFound, 'We could not find that page.');
  const parsed = pageDocumentSchema.safeParse(row.document);
  if (!parsed.success) {
    // 002 §5: a stored page that breaks a content rule (a form definition error) is refused with the reason.
    const reasons = parsed.error.issues.map((i) => i.message).join('; ');
    log.error({ path, locale: row.locale, reasons }, 'stored content document is not valid');
    throw new HttpError(500, ErrorIds.contentInvalid, `The content of this page is not valid: ${reasons}`);
  }
  return parsed.data;
}
