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
  it('asks the facade for a sorted, filtered page and reads the total from Content-Range', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([{ id: '00012345', name: 'Kestrel' }], 200, { 'content-range': 'fans 0-0/1' }),
    );
    const { data, total } = await dataProvider.getList('fans', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'Kes', status: 'Active' },
    });
    expect(data).toEqual([{ id: '00012345', name: 'Kestrel' }]);
    expect(total).toBe(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://console.invalid');
    expect(url.pathname).toBe('/admin-api/fans');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['name', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'Kes', status: 'Active' });
  });

  it("reads a record's references with the target as a filter (a FAN's groups, a group's activity)", async () => {
    fetchMock.mockResolvedValue(jsonResponse([], 200, { 'content-range': 'audit-events */0' }));
    await dataProvider.getManyReference('audit-events', {
      target: 'entityId',
      id: 'GRP10001',
      filter: { entityType: 'group' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
    });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://console.invalid');
    expect(url.pathname).toBe('/admin-api/audit-events');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ entityType: 'group', entityId: 'GRP10001' });
  });

  it('talks simple REST under /admin-api with the CSRF token on changes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'G1', isList: true }));
    const { data } = await dataProvider.update('groups', {
      id: 'G1',
      data: { isList: true },
      previousData: { id: 'G1' },
    });
    expect(data).toEqual({ id: 'G1', isList: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin-api/groups/G1');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-w');
  });

  it('rejects with the gateway error shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errorId: 'FORBIDDEN', message: 'Not allowed', status: 403 }, 403));
    await expect(dataProvider.delete('groups', { id: 'G1' })).rejects.toMatchObject({
      errorId: 'FORBIDDEN',
      message: 'Not allowed',
      status: 403,
    });
  });
});
