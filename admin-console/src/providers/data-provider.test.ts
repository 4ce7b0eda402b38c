import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './data-provider.ts';
import { clearSession, setSession } from '../api/session.ts';
import { employeeFixture, jsonResponse } from '../test/index.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession(employeeFixture({ roles: ['write_fpt'], csrfToken: 'csrf-w' }));
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('dataProvider', () => {
  it('talks simple REST under /admin-api with the CSRF token on changes', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ id: 'G1', isList: true }),
    );
    const { data } = await dataProvider.update('groups', { id: 'G1', data: { isList: true }, previousData: { id: 'G1' } });
    expect(data).toEqual({ id: 'G1', isList: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin-api/groups/G1');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-w');
  });

  it('rejects with the gateway error shape', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ errorId: 'FORBIDDEN', message: 'Not allowed', status: 403 }, 403),
    );
    await expect(dataProvider.delete('groups', { id: 'G1' })).rejects.toMatchObject({
      errorId: 'FORBIDDEN',
      message: 'Not allowed',
      status: 403,
    });
  });
});
