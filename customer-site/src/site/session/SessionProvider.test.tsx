// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { serializeAuthState, serializeSessionCookie } from '@carrier/shared/access';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { renderSite } from '../../test/render-site.tsx';
import { siteFrame } from '../../test/content-fixtures.ts';
import { signInState } from './sign-in-state.ts';

afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(';'))
    document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const page = { path: '/', locale: 'en-us' as const, title: 'Home', panels: [] };

describe('SessionProvider and the sign-in helpers (002 §6)', () => {
  it('a session the gateway no longer knows (401) leaves no readable sign-in cookies behind', async () => {
    document.cookie = `custSession=${encodeURIComponent(serializeSessionCookie({ groups: ['Auth'], fanId: '00012345' }))}; path=/`;
    document.cookie = `custAuthState=${encodeURIComponent(serializeAuthState('customer2', Date.now() + 60_000))}; path=/`;
    sessionStorage.setItem('bsseCto', 'true');
    expect(signInState.isSignedIn()).toBe(true);
    stubFetch({
      'GET /auth/me': () => json(401, { errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }),
      'GET /content/pages': () => json(200, page),
    });
    renderSite('/');
    await waitFor(() => expect(signInState.isSignedIn()).toBe(false));
    expect(sessionStorage.getItem('bsseCto')).toBeNull();
  });

  it('any other failure of /auth/me keeps them (the session may well be alive)', async () => {
    document.cookie = `custSession=${encodeURIComponent(serializeSessionCookie({ groups: ['Auth'], fanId: null }))}; path=/`;
    document.cookie = `custAuthState=${encodeURIComponent(serializeAuthState('customer1', Date.now() + 60_000))}; path=/`;
    const fetchMock = stubFetch({
      'GET /auth/me': () => json(503, { errorId: 'UPSTREAM_UNAVAILABLE', message: 'Down', status: 503 }),
      'GET /content/pages': () => json(200, page),
    });
    renderSite('/');
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/auth/me'))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(signInState.isSignedIn()).toBe(true);
  });

  it('a page the server rendered signed out: no /auth/me, and the readable sign-in cookies are dropped as on a 401', async () => {
    document.cookie = `custSession=${encodeURIComponent(serializeSessionCookie({ groups: ['Auth'], fanId: null }))}; path=/`;
    document.cookie = `custAuthState=${encodeURIComponent(serializeAuthState('customer1', Date.now() + 60_000))}; path=/`;
    const fetchMock = stubFetch({});
    renderSite('/', {
      initialData: {
        page: { path: '/', result: { ok: true, document: page } },
        session: { me: null },
        frame: { locale: 'en-us', document: siteFrame('en-us') },
      },
    });
    await waitFor(() => expect(signInState.isSignedIn()).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
