// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageDocumentSchema, type PageDocument } from '@carrier/shared/content';
import { contentFixture } from '../../test/content-fixtures.ts';
import { json, signedOut, stubFetch } from '../../test/fake-fetch.ts';
import { renderSite } from '../../test/render-site.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page: PageDocument = {
  path: '/',
  locale: 'en-us',
  title: 'Welcome | Carrier',
  description: 'The home page',
  panels: [
    {
      type: 'hero',
      props: {},
      components: [
        {
          type: 'heroPanel',
          props: {
            heading: 'Your wireless, your way',
            primaryCta: { label: 'Sign in to manage your account', href: '/signin' },
          },
        },
      ],
    },
    {
      type: 'marketingContentBlock',
      props: {},
      components: [{ type: 'textBlock', props: { heading: 'Welcome', paragraphs: ['Manage it all here.'] } }],
    },
  ],
};

describe('PageBuilder', () => {
  it('shows a loading status, then renders the document for the URL through the registry', async () => {
    const fetch = stubFetch({ 'GET /auth/me': signedOut, 'GET /content/pages': () => json(200, page) });
    renderSite('/');

    expect(screen.getByRole('status').textContent).toBe('Loading. Please wait');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your wireless, your way' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to manage your account' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/content/pages?path=%2F', expect.anything());
    // The title and description are set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Welcome | Carrier'));
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The home page'),
    );
  });

  it('asks for the Spanish path and sets <html lang> from the URL', async () => {
    const fetch = stubFetch({
      'GET /auth/me': signedOut,
      'GET /content/pages': () => json(200, { ...page, locale: 'es-us' }),
    });
    renderSite('/es-us/');
    await screen.findByRole('heading', { level: 1 });
    expect(fetch).toHaveBeenCalledWith('/content/pages?path=%2Fes-us%2F', expect.anything());
    await waitFor(() => expect(document.documentElement.lang).toBe('es-us'));
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });

  it('shows a friendly not-found page for a 404', async () => {
    stubFetch({
      'GET /auth/me': signedOut,
      'GET /content/pages': () => json(404, { errorId: 'NOT_FOUND', message: 'No page at /nowhere', status: 404 }),
    });
    renderSite('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found | Carrier'));
  });

  it('shows a failure with its error code and loads again on Try again', async () => {
    let calls = 0;
    stubFetch({
      'GET /auth/me': signedOut,
      'GET /content/pages': () =>
        ++calls === 1 ? json(500, { errorId: 'SYS_ERR', message: 'System Error', status: 500 }) : json(200, page),
    });
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Error code: SYS_ERR (500)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your wireless, your way' })).toBeTruthy();
  });

  it('treats an answer that is not a page document as a failure, not a crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({
      'GET /auth/me': signedOut,
      'GET /content/pages': () => new Response('<!doctype html>', { status: 200 }),
    });
    renderSite('/');
    expect(await screen.findByText('Error code: BAD_RESPONSE (502)')).toBeTruthy();
  });

  it.each([
    ['en-us', 'home.en-us.json', '/', 'Your wireless service, on your terms'],
    ['es-us', 'home.es-us.json', '/es-us/', 'Tu servicio inalámbrico, a tu manera'],
  ])('renders the %s home fixture with one h1, its links and no content warnings', async (_locale, file, url, h1) => {
    const warn = vi.spyOn(console, 'warn');
    const home = pageDocumentSchema.parse(contentFixture(file));
    stubFetch({ 'GET /auth/me': signedOut, 'GET /content/pages': () => json(200, home) });
    renderSite(url);

    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const farm = screen.getByRole('navigation');
    expect(within(farm).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });
});
