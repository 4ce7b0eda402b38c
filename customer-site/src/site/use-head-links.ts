import { useEffect } from 'react';
import { documentPathFor, LOCALES, localizedPath, type Locale } from '@carrier/shared/content';

/**
 * Keeps the head's canonical address and language alternates on the page shown. The server writes them for the
 * page it rendered (from the configured public origin); after an in-app navigation they follow the new page, on
 * the same origin. A page the server kept out of search engines has none, and none are added.
 */
export function useHeadLinks(pathname: string): void {
  useEffect(() => {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) return;
    const origin = new URL(canonical.href).origin;
    const { path, locale } = documentPathFor(pathname);
    const address = (l: Locale) => origin + localizedPath(path, l);
    canonical.href = address(locale);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      const l = link.hreflang.toLowerCase();
      link.href = address((LOCALES as readonly string[]).includes(l) ? (l as Locale) : 'en-us');
    }
  }, [pathname]);
}
