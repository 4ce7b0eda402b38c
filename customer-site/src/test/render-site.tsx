import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { SessionProvider } from '../site/session/SessionProvider.tsx';
import { SiteRoutes } from '../app/SiteRoutes.tsx';
import { theme } from '../app/theme.ts';

/** Test only: answers fetch by "METHOD /path" (query ignored); anything unlisted is a 404 in the error shape. */
export type FakeRoutes = Record<string, (url: string, init: RequestInit) => Response | Promise<Response>>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function stubFetch(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.split('?')[0]}`;
    const handler = routes[key];
    return handler ? handler(url, init) : json(404, { errorId: 'NOT_FOUND', message: 'Not found', status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/** The whole site (layout, routes, session) at a URL, as a visitor would see it. */
export function renderSite(url: string): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <SiteRoutes />
          <LocationProbe />
        </SessionProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** One piece of content with the router and theme it needs, without the rest of the site. */
export function renderContent(ui: ReactElement): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
