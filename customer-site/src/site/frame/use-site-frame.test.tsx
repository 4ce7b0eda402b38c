// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { siteFrame } from '../../test/content-fixtures.ts';
import { InitialDataContext } from '../initial-data/initial-data-context.ts';
import { forgetSiteFrames, useSiteFrame } from './use-site-frame.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSiteFrames();
});

const frame = (locale: string, label: string) => ({
  locale,
  navigation: { label, menuButton: 'Menu', sections: [{ label: 'Support', href: '/support', includes: [] }] },
  footer: {
    label: 'Site links',
    groups: [{ heading: 'Support', links: [{ label: 'Contact us', href: '/contact-us' }] }],
    legal: { label: 'Legal', links: [{ label: 'Privacy policy', href: '/privacy' }] },
    languageHeading: 'Language',
    copyright: '© {year} Carrier.',
  },
});

function Probe() {
  const state = useSiteFrame();
  return <p data-testid="frame">{state.status === 'ready' ? state.frame.navigation.label : state.status}</p>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useSiteFrame', () => {
  it('takes the frame the server rendered the page with, without asking for it again', async () => {
    const fetch = stubFetch({});
    render(
      <InitialDataContext value={{ frame: { locale: 'en-us', document: siteFrame('en-us', 'Rendered') } }}>
        <MemoryRouter initialEntries={['/']}>
          <Probe />
        </MemoryRouter>
      </InitialDataContext>,
    );
    expect(screen.getByTestId('frame').textContent).toBe('Rendered');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the frame of the page’s language, once per language', async () => {
    const fetch = stubFetch({
      'GET /content/frame': (url) =>
        url.endsWith('locale=es-us') ? json(200, frame('es-us', 'Principal')) : json(200, frame('en-us', 'Main')),
    });
    renderAt('/es-us/self-service');
    expect(screen.getByTestId('frame').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('Principal'));
    expect(fetch).toHaveBeenCalledWith('/content/frame?locale=es-us', expect.anything());

    // a later page in the same language reads the frame already loaded
    cleanup();
    renderAt('/es-us/support');
    expect(screen.getByTestId('frame').textContent).toBe('Principal');
    expect(fetch).toHaveBeenCalledTimes(1);

    cleanup();
    renderAt('/support');
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('Main'));
    expect(fetch).toHaveBeenLastCalledWith('/content/frame?locale=en-us', expect.anything());
  });

  it('reports a failed load, and a frame that is not the contract counts as failed', async () => {
    stubFetch({ 'GET /content/frame': () => json(500, { errorId: 'SYS_ERR', message: 'System Error', status: 500 }) });
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('failed'));
    cleanup();
    stubFetch({ 'GET /content/frame': () => json(200, { locale: 'en-us', navigation: {} }) });
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('failed'));
  });
});
