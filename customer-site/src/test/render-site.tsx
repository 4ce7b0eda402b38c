import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import type { InitialData } from '@carrier/shared/content';
import { InitialDataContext } from '../site/initial-data/initial-data-context.ts';
import { SessionProvider } from '../site/session/SessionProvider.tsx';
import { SiteRoutes } from '../app/SiteRoutes.tsx';
import { theme } from '../app/theme.ts';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * The whole site (layout, routes, session) at a URL, as a visitor would see it: rendered by the browser alone, or,
 * with `initialData`, taking over a page the server rendered with that data.
 */
export function renderSite(url: string, { initialData = {} }: { initialData?: InitialData } = {}): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <InitialDataContext value={initialData}>
        <MemoryRouter initialEntries={[url]}>
          <SessionProvider>
            <SiteRoutes />
            <LocationProbe />
          </SessionProvider>
        </MemoryRouter>
      </InitialDataContext>
    </ThemeProvider>,
  );
}

/** One piece of content with the router and theme it needs, without the rest of the site. */
export function renderContent(ui: ReactElement): RenderResult {
  return renderAt('/', ui);
}

/** One piece of content on a page at this address (its locale comes from the path), with its router and theme. */
export function atAddress(url: string, ui: ReactElement): ReactElement {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </ThemeProvider>
  );
}

/** One piece of content on a page at this address (its locale comes from the path). */
export function renderAt(url: string, ui: ReactElement): RenderResult {
  return render(atAddress(url, ui));
}
