import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyEmployee } from './verify-employee.ts';
import { jsonResponse as json } from '../test/index.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('verifyEmployee', () => {
  it('calls the verify path with source=fpt and the return URL', async () => {
    fetchMock.mockResolvedValue(json({ status: 'AUTHORIZED', roles: 'read_fpt', code: 200 }));
    await verifyEmployee('fpt', false, '/admin/');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/msapi/onlinesalesorchestration/wireless-employee-authorization-papi/v1/user/verify?source=fpt&returnurl=%2Fadmin%2F',
    );
  });

  it('names the fan upload as source=fupt', async () => {
    fetchMock.mockResolvedValue(json({ status: 'AUTHORIZED', roles: 'edit_fanUpload', code: 200 }));
    await verifyEmployee('fupt', false, '/admin/fan-upload');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\?source=fupt&returnurl=%2Fadmin%2Ffan-upload$/);
  });

  it('uses the new path when its flag is on', async () => {
    fetchMock.mockResolvedValue(json({ status: 'AUTHORIZED', roles: 'read_fpt', code: 200 }));
    await verifyEmployee('fpt', true, '/admin/');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /^\/msapi\/salesapi\/wireless-emp-auth-papi\/v1\/user\/verify\?/,
    );
  });

  it('passes a 200 reply on', async () => {
    fetchMock.mockResolvedValue(json({ status: 'UNAUTHORIZED', roles: '', code: 403 }));
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({
      type: 'verified',
      reply: { status: 'UNAUTHORIZED', roles: '', code: 403 },
    });
  });

  it('maps HTTP 403 to forbidden and a 401 with Location to a login redirect', async () => {
    fetchMock.mockResolvedValueOnce(json({ errorId: 'FORBIDDEN', message: 'No', status: 403 }, 403));
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({ type: 'forbidden' });
    fetchMock.mockResolvedValueOnce(
      json({ errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }, 401, { location: '/admin/login' }),
    );
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({ type: 'loginRequired', location: '/admin/login' });
  });

  it('fails on anything else', async () => {
    fetchMock.mockResolvedValueOnce(json({ errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }, 401));
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({ type: 'failed' });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({ type: 'failed' });
    fetchMock.mockResolvedValueOnce(json({ status: 'MAYBE' }));
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({ type: 'failed' });
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await verifyEmployee('fpt', false, '/admin/')).toEqual({ type: 'failed' });
  });
});
