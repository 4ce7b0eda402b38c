// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/index.ts';
import { BAD_REPLY, gatewayRequest } from './gateway-request.ts';

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();
const reload = vi.fn();
const okSchema = {
  safeParse: (value: unknown) =>
    (value as { ok?: unknown })?.ok === true
      ? { success: true as const, data: value as { ok: true } }
      : { success: false as const },
};
const unauthenticated = (headers: Record<string, string> = {}) =>
  jsonResponse({ errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }, 401, headers);
/** Whether a promise has settled after the event loop had its turn. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  reload.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, href: 'http://localhost/admin/', assign, reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('gatewayRequest', () => {
  it('answers the reply the schema accepts', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(gatewayRequest('/msapi/x', okSchema)).resolves.toEqual({ ok: true });
  });

  it('rejects a reply outside the contract with BAD_REPLY and the snag message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: 'maybe' }));
    await expect(gatewayRequest('/msapi/x', okSchema)).rejects.toMatchObject({
      errorId: BAD_REPLY,
      message: 'We hit a snag. Please try again later.',
    });
  });

  it('passes other failures on as the gateway error shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errorId: 'FORBIDDEN', message: 'No', status: 403 }, 403));
    await expect(gatewayRequest('/msapi/x', okSchema)).rejects.toMatchObject({ errorId: 'FORBIDDEN', status: 403 });
  });

  it('sends the browser to the Location of a 401 and never settles', async () => {
    fetchMock.mockResolvedValue(unauthenticated({ location: '/admin/login?returnurl=%2Fadmin%2F' }));
    expect(await settled(gatewayRequest('/msapi/x', okSchema))).toBe(false);
    expect(assign).toHaveBeenCalledWith('/admin/login?returnurl=%2Fadmin%2F');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a 401 without a Location it may follow (002 §7)', async () => {
    fetchMock
      .mockResolvedValueOnce(unauthenticated())
      .mockResolvedValueOnce(unauthenticated({ location: 'javascript:alert(1)' }));
    expect(await settled(gatewayRequest('/msapi/x', okSchema))).toBe(false);
    expect(await settled(gatewayRequest('/msapi/x', okSchema))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
  });
});
