import type { FastifyBaseLogger } from 'fastify';
import { ErrorIds } from '@carrier/shared/core';
import {
  documentPathFor,
  localeSchema,
  pageDocumentSchema,
  type Locale,
  type PageDocument,
} from '@carrier/shared/content';
import { HttpError } from '../../http-error.ts';
import type { Queryable } from '../../store/db.ts';
import { findPageDocument, listPageDocuments } from './store.ts';

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

/** Pages for content authors (every component, every form state): served, but not listed or indexed. */
const AUTHOR_ONLY_PATHS = /^\/content-preview(\/|$)/;

/** Whether a document path is a page for the public (listed in the sitemap, open to crawlers). */
export function isPublicPage(path: string): boolean {
  return !AUTHOR_ONLY_PATHS.test(path);
}

/** The public pages in the store (not those whose document says they are not indexed): each document path with the locales it is written in and when it last changed. */
export async function publicPages(db: Queryable): Promise<Array<{ path: string; locales: Locale[]; updatedAt: Date }>> {
  const pages = new Map<string, { path: string; locales: Locale[]; updatedAt: Date }>();
  for (const row of await listPageDocuments(db)) {
    const locale = localeSchema.safeParse(row.locale);
    if (!locale.success || !isPublicPage(row.path) || !row.indexed) continue;
    const page = pages.get(row.path) ?? { path: row.path, locales: [], updatedAt: row.updatedAt };
    page.locales.push(locale.data);
    if (row.updatedAt > page.updatedAt) page.updatedAt = row.updatedAt;
    pages.set(row.path, page);
  }
  return [...pages.values()];
}
