import {
  frameDocumentSchema,
  pageDocumentSchema,
  type FrameDocument,
  type Locale,
  type PageDocument,
} from '@carrier/shared/content';
import { requestJson, type ApiResult } from './http.ts';

/**
 * GET /content/pages?path=<URL path>: the page document for a URL path. The gateway picks the locale from the
 * path (/es-us/… → Spanish when one exists, else English) and answers 404 NOT_FOUND when no document exists.
 */
export function getPageDocument(urlPath: string, signal?: AbortSignal): Promise<ApiResult<PageDocument>> {
  return requestJson(`/content/pages?path=${encodeURIComponent(urlPath)}`, { signal }, pageDocumentSchema);
}

/**
 * GET /content/frame?locale=…: the site frame (header navigation and footer) for a locale; the gateway falls back
 * to English when a locale has none.
 */
export function getSiteFrame(locale: Locale, signal?: AbortSignal): Promise<ApiResult<FrameDocument>> {
  return requestJson(`/content/frame?locale=${encodeURIComponent(locale)}`, { signal }, frameDocumentSchema);
}
