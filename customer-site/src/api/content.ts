import type { FrameDocument, Locale, PageDocument } from '@carrier/shared/content';
import { requestJson, type ApiResult } from './http.ts';

/**
 * The documents' schemas (with the rules a page's generic forms are checked by) are the largest the site builds, and
 * a page arrives with its documents (see readInitialData): they load with the first document the browser asks for,
 * while that request is on its way, instead of with the app.
 */
const schemas = () => import('./content-schemas.ts');

/**
 * GET /content/pages?path=<URL path>: the page document for a URL path. The gateway picks the locale from the
 * path (/es-us/… → Spanish when one exists, else English) and answers 404 NOT_FOUND when no document exists.
 */
export function getPageDocument(urlPath: string, signal?: AbortSignal): Promise<ApiResult<PageDocument>> {
  return requestJson(
    `/content/pages?path=${encodeURIComponent(urlPath)}`,
    { signal },
    schemas().then((m) => m.pageDocumentSchema),
  );
}

/**
 * GET /content/frame?locale=…: the site frame (header navigation and footer) for a locale; the gateway falls back
 * to English when a locale has none.
 */
export function getSiteFrame(locale: Locale, signal?: AbortSignal): Promise<ApiResult<FrameDocument>> {
  return requestJson(
    `/content/frame?locale=${encodeURIComponent(locale)}`,
    { signal },
    schemas().then((m) => m.frameDocumentSchema),
  );
}
