// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PageDocument } from '@carrier/shared/content';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { renderSite } from '../../test/render-site.tsx';
import { siteFrame } from '../../test/content-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const home: PageDocument = {
  path: '/',
  locale: 'en-us',
  title: 'Welcome | Carrier',
  panels: [
    {
      type: 'hero',
      props: {},
      components: [
        {
          type: 'heroPanel',
          props: { heading: 'Rendered on the server', primaryCta: { label: 'Write to us', href: '/contact-us' } },
        },
      ],
    },
  ],
};
const contact: PageDocument = {
  path: '/contact-us',
  locale: 'en-us',
  title: 'Contact',
  panels: [
    {
      type: 'stack',
      props: {},
      components: [{ type: 'textBlock', props: { heading: 'Write to us', paragraphs: ['We answer in two days.'] } }],
    },
  ],
};

/** The header and footer the page was rendered with (without it the frame would be fetched). */
const frame = { locale: 'en-us' as const, document: siteFrame('en-us') };

const me = {
  username: 'customer1',
  displayName: 'Casey Customer',
  kind: 'customer' as const,
  roles: [],
  csrfToken: 'token-1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

describe('a page the server rendered', () => {
  it('starts from the document and session it was rendered with, and fetches neither again', () => {
    const fetch = stubFetch({});
    renderSite('/', {
      initialData: { frame, page: { path: '/', result: { ok: true, document: home } }, session: { me } },
    });
    // Already there on the first render: no loading state, as the server's HTML had it.
    expect(screen.getByRole('heading', { level: 1, name: 'Rendered on the server' })).toBeTruthy();
    expect(screen.getByText('Signed in as Casey Customer')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the next page’s document on an in-app navigation, as before', async () => {
    const fetch = stubFetch({ 'GET /content/pages': () => json(200, contact) });
    renderSite('/', {
      initialData: { frame, page: { path: '/', result: { ok: true, document: home } }, session: { me: null } },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Write to us' }));
    expect(await screen.findByRole('heading', { name: 'Write to us' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/content/pages?path=%2Fcontact-us']);
  });

  it('shows the not-found page it was rendered with, without asking again', () => {
    const fetch = stubFetch({});
    renderSite('/nowhere', {
      initialData: {
        frame,
        page: { path: '/nowhere', result: { ok: false, error: { errorId: 'NOT_FOUND', message: 'No', status: 404 } } },
        session: { me: null },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/find that page/);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores data rendered for another path and fetches the document for this one', async () => {
    const fetch = stubFetch({ 'GET /content/pages': () => json(200, contact) });
    renderSite('/contact-us', {
      initialData: { frame, page: { path: '/', result: { ok: true, document: home } }, session: { me: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Write to us' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
