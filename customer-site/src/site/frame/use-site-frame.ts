import { useEffect, useState } from 'react';
import type { FrameDocument, Locale } from '@carrier/shared/content';
import { getSiteFrame } from '../../api/content.ts';
import { useInitialData } from '../initial-data/use-initial-data.ts';
import { useLocale } from '../use-locale.ts';

export type SiteFrameState = { status: 'loading' } | { status: 'ready'; frame: FrameDocument } | { status: 'failed' };

/** Frames already loaded in this page's life, per locale: the header and footer do not refetch on every page. */
const loadedFrames = new Map<Locale, FrameDocument>();

/**
 * The site frame (header navigation and footer) in the page's language. This is the one place the frame is loaded:
 * the header and the footer both read it here. A failed load leaves the frame without navigation (the page itself
 * still works); it is tried again on the next change of language.
 */
export function useSiteFrame(): SiteFrameState {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: Locale; state: SiteFrameState } | null>(null);
  // The frame the server rendered the page with counts as loaded: hydration matches it and nothing is fetched.
  // (Only effects write the module's cache, so a server render never keeps one request's frame for the next.)
  const rendered = useInitialData('frame');
  const renderedFrame = rendered?.locale === locale ? rendered.document : undefined;
  const cached = renderedFrame ?? loadedFrames.get(locale);

  useEffect(() => {
    if (renderedFrame) loadedFrames.set(locale, renderedFrame);
    if (loadedFrames.has(locale)) return;
    const controller = new AbortController();
    void getSiteFrame(locale, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) loadedFrames.set(locale, result.data);
      setLoaded({ locale, state: result.ok ? { status: 'ready', frame: result.data } : { status: 'failed' } });
    });
    return () => controller.abort();
  }, [locale, renderedFrame]);

  if (cached) return { status: 'ready', frame: cached };
  return loaded?.locale === locale ? loaded.state : { status: 'loading' };
}

/** For tests: forget the frames loaded so far. */
export function forgetSiteFrames(): void {
  loadedFrames.clear();
}
