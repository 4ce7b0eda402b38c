// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConsoleEntry } from './ConsoleEntry.tsx';
import { clearSession } from './api/session.ts';
import { jsonResponse as json } from './test/index.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsoleEntry signed out', () => {
  it('asks /auth/session and shows the sign-in screen on the sign-in address, remembering the page asked for', async () => {
    window.history.replaceState(null, '', '/admin/groups?sort=id');
    fetchMock.mockResolvedValue(json({ signedIn: false }));
    render(<ConsoleEntry />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/auth/session']);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `/admin/login?returnurl=${encodeURIComponent('/admin/groups?sort=id')}`,
    );
  });

  it('keeps the console home out of the sign-in address', async () => {
    window.history.replaceState(null, '', '/admin/');
    fetchMock.mockResolvedValue(json({ signedIn: false }));
    render(<ConsoleEntry />);
    expect(await screen.findByLabelText(/User ID/)).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/admin/login');
  });
});
