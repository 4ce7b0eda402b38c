// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, signedOut, stubFetch } from '../test/fake-fetch.ts';
import { renderSite } from '../test/render-site.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = {
  username: 'ana',
  displayName: 'Ana Rivera',
  kind: 'customer',
  roles: [],
  csrfToken: 'csrf-1',
  expiresAt: '2030-01-01T00:00:00Z',
};
const page = { path: '/', locale: 'en-us', title: 'Page', panels: [] };

describe('SiteHeader', () => {
  it('offers Sign in with a returnurl back to the page when nobody is signed in', async () => {
    stubFetch({
      'GET /auth/me': signedOut,
      'GET /content/pages': () => json(200, page),
    });
    renderSite('/self-service?x=1');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/signin?returnurl=%2Fself-service%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Carrier home' }).getAttribute('href')).toBe('/');
  });

  it('shows who is signed in and signs out with the CSRF token', async () => {
    const fetch = stubFetch({
      'GET /auth/me': () => json(200, me),
      'GET /content/pages': () => json(200, page),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    renderSite('/');
    expect(await screen.findByText('Signed in as Ana Rivera')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    const logout = fetch.mock.calls.find(([url]) => url === '/auth/logout');
    expect(logout?.[1]?.method).toBe('POST');
    expect(new Headers(logout?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(screen.queryByText('Signed in as Ana Rivera')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(signIn));
  });

  it('says so when signing out fails, and stays signed in', async () => {
    stubFetch({
      'GET /auth/me': () => json(200, me),
      'GET /content/pages': () => json(200, page),
      'POST /auth/logout': () => json(403, { errorId: 'CSRF_REJECTED', message: 'Bad token', status: 403 }),
    });
    renderSite('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not sign you out. Please try again.');
    expect(screen.getByText('Signed in as Ana Rivera')).toBeTruthy();
  });
});
