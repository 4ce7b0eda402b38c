import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './auth-provider.ts';
import { clearSession, getSession, setSession } from '../api/session.ts';
import { employeeFixture, jsonResponse as json } from '../test/index.ts';

const me = employeeFixture({ username: 'jdoe', displayName: 'Jane Doe', roles: ['write_fpt'], csrfToken: 'csrf-abc' });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
});

afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('logs in with POST /auth/login and keeps the session', async () => {
    fetchMock.mockResolvedValue(json(me));
    await authProvider.login({ username: ' jdoe ', password: 'secret' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'jdoe', password: 'secret' });
    expect(getSession()?.csrfToken).toBe('csrf-abc');
    expect(await authProvider.getIdentity!()).toEqual({ id: 'jdoe', fullName: 'Jane Doe' });
    expect(await authProvider.getPermissions!({})).toEqual(['write_fpt']);
  });

  it('rejects with the message of the error body', async () => {
    fetchMock.mockResolvedValue(
      json({ errorId: 'INVALID_CREDENTIALS', message: 'The user ID or password is incorrect.', status: 401 }, 401),
    );
    await expect(authProvider.login({ username: 'jdoe', password: 'nope' })).rejects.toThrow(
      'The user ID or password is incorrect.',
    );
  });

  it('does not call the gateway with empty fields', async () => {
    await expect(authProvider.login({ username: '', password: '' })).rejects.toThrow('Enter your user ID');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out with POST /auth/logout carrying x-csrf-token', async () => {
    setSession(me);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await authProvider.logout({});
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-abc');
    expect(getSession()).toBeNull();
  });

  it('checks the session with GET /auth/session, which answers 200 signed in or not', async () => {
    fetchMock.mockResolvedValueOnce(json({ signedIn: true, me }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(json({ signedIn: false }));
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/auth/session', '/auth/session']);
  });

  it('logs out on 401 only', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
  });

  it('answers canAccess from the roles', async () => {
    setSession({ ...me, roles: ['read_fpt'] });
    expect(await authProvider.canAccess!({ resource: 'fans', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'groups', action: 'delete' })).toBe(false);
  });
});
