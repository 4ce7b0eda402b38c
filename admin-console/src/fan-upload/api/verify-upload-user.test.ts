import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyUploadUser } from './verify-upload-user.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('verifyUploadUser', () => {
  it('asks the verify path with source=fupt and the return URL, old or new API', async () => {
    fetchMock.mockResolvedValue(json({ status: 'AUTHORIZED', roles: 'edit_fanUpload', code: 200 }));
    await verifyUploadUser(false, '/admin/fan-upload');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/msapi/onlinesalesorchestration/wireless-employee-authorization-papi/v1/user/verify?source=fupt&returnurl=%2Fadmin%2Ffan-upload',
    );
    await verifyUploadUser(true, '/admin/fan-upload');
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/^\/msapi\/salesapi\/wireless-emp-auth-papi\/v1\/user\/verify\?source=fupt&/);
  });

  it('maps 200, 403, 401 with Location, and failures', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'UNAUTHORIZED', roles: '', code: 403 }));
    expect(await verifyUploadUser(false, '/')).toEqual({ type: 'verified', reply: { status: 'UNAUTHORIZED', roles: '', code: 403 } });
    fetchMock.mockResolvedValueOnce(json({ errorId: 'FORBIDDEN', message: 'No', status: 403 }, 403));
    expect(await verifyUploadUser(false, '/')).toEqual({ type: 'forbidden' });
    fetchMock.mockResolvedValueOnce(json({ errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }, 401, { location: '/admin/login?returnurl=%2Fadmin%2Ffan-upload' }));
    expect(await verifyUploadUser(false, '/')).toEqual({ type: 'loginRequired', location: '/admin/login?returnurl=%2Fadmin%2Ffan-upload' });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    expect(await verifyUploadUser(false, '/')).toEqual({ type: 'failed' });
  });
});
