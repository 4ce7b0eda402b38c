import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { InitialData } from '@carrier/shared/content';
import { InitialDataContext } from '../site/initial-data/initial-data-context.ts';
import { SessionProvider } from '../site/session/SessionProvider.tsx';
import { SiteRoutes } from './SiteRoutes.tsx';
import { theme } from './theme.ts';

/**
 * The customer site: styles, theme, the data the page was rendered with, and the session around the routes. The
 * router comes from outside: the browser's history in the browser, the request's URL on the server.
 */
export function App({ emotionCache, initialData }: { emotionCache: EmotionCache; initialData: InitialData }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <InitialDataContext value={initialData}>
          <SessionProvider>
            <SiteRoutes />
          </SessionProvider>
        </InitialDataContext>
      </ThemeProvider>
    </CacheProvider>
  );
}
