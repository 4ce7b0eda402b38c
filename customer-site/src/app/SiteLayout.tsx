import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { DeferredHydration } from '../site/hydration/deferred-hydration.tsx';
import { siteText } from '../site/site-text.ts';
import { useHeadLinks } from '../site/use-head-links.ts';
import { useLocale } from '../site/use-locale.ts';

/**
 * Every page: skip link, header, the main landmark, footer. Keeps <html lang> on the page's locale, and the head's
 * canonical and alternate links on the page shown.
 */
export function SiteLayout() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useHeadLinks(pathname);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // After an in-app navigation, start screen readers and keyboards at the new page, not the old link.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: 1200,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {siteText[locale].skipToContent}
      </Link>
      <SiteHeader />
      <Box component="main" id="main" ref={mainRef} tabIndex={-1} sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <DeferredHydration>
        <SiteFooter />
      </DeferredHydration>
    </Box>
  );
}
