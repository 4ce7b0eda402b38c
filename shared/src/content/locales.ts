/**
 * The site's locales and how a URL path names one: the page documents' paths, with no schema, so that code which
 * only routes or links (the site's frame, its links, the server's renderer) does not build the documents' schemas.
 */
export const LOCALES = ['en-us', 'es-us'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

/** The URL prefix that selects Spanish documents: /es-us and everything under it. */
export const LOCALE_PREFIX = /^\/es-us(?=\/|$)/i;

/** The locale a URL path asks for: Spanish under /es-us, English everywhere else. */
export function localeFromPath(urlPath: string): Locale {
  return LOCALE_PREFIX.test(stripQuery(urlPath)) ? 'es-us' : DEFAULT_LOCALE;
}

/**
 * Which document a URL path asks for: '/es-us/foo/' → { locale: 'es-us', path: '/foo' }; '/' → { 'en-us', '/' }.
 * Query and fragment are dropped, repeated and trailing slashes collapse.
 */
export function documentPathFor(urlPath: string): { locale: Locale; path: string } {
  const bare = stripQuery(urlPath);
  const locale = localeFromPath(bare);
  const rest = bare.replace(LOCALE_PREFIX, '');
  const path = ('/' + rest).replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  return { locale, path };
}

/** The URL path of a document path in a locale: ('/foo', 'es-us') → '/es-us/foo'; ('/', 'es-us') → '/es-us/'. */
export function localizedPath(documentPath: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return documentPath;
  return documentPath === '/' ? '/es-us/' : `/es-us${documentPath}`;
}

/**
 * A link from content or from a flow's defaults: a site path gets the page's language unless it already names one;
 * any other address (https:, tel:, a protocol-relative //host) is left as it is.
 */
export function siteHref(url: string, locale: Locale): string {
  if (!url.startsWith('/') || url.startsWith('//') || /^\/es-us(\/|$)/.test(url)) return url;
  return localizedPath(url, locale);
}

function stripQuery(urlPath: string): string {
  return urlPath.replace(/[?#].*$/, '');
}
