import { LOCALES, localizedPath, type Locale } from '@carrier/shared/content';

/**
 * sitemap.xml: every public content page in both locales (the site serves each page under both), each with its
 * language alternates as xhtml:link (x-default: English), as search engines read them.
 */
export function sitemapXml(origin: string, pages: ReadonlyArray<{ path: string; updatedAt: Date }>): string {
  const address = (path: string, locale: Locale) => escapeXml(origin + localizedPath(path, locale));
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${address(page.path, l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(page.path, 'en-us')}"/>`,
    ].join('\n    ');
    const lastmod = page.updatedAt.toISOString().slice(0, 10);
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${address(page.path, locale)}</loc>\n    <lastmod>${lastmod}</lastmod>\n    ${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawlers read the content pages, not the console, the APIs, sign-in or the authors' previews. */
export function robotsTxt(origin: string): string {
  const closed = ['/admin', '/auth/', '/msapi/', '/content/', '/config/', '/docs', '/healthz', '/readyz'];
  const pages = ['/signin', '/content-preview/'].flatMap((p) => [p, `/es-us${p}`]);
  return [
    'User-agent: *',
    ...[...closed, ...pages].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}
