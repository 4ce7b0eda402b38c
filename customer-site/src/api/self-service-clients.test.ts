import { afterEach, describe, expect, it, vi } from 'vitest';
import { selfServiceClients } from './self-service-clients.ts';

afterEach(() => vi.unstubAllGlobals());

/** Unit tests only: a fetch stub that records each call and answers with `respond`. */
function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

describe('self-service helper clients (000 §7, §8)', () => {
  it.each([
    ['verification', false, '/msapi/customeridentification/v1/verification'],
    ['verification', true, '/msapi/sales/customeridentification/v1/verification'],
    ['softAuthentication', false, '/msapi/signatureenrollmentms/v1/softAuthentication'],
    ['softAuthentication', true, '/msapi/sales/signatureenrollmentms/v1/softAuthentication'],
    ['submitEnrollmentOrder', false, '/msapi/signatureenrollmentms/v1/submitEnrollmentOrder'],
    ['submitEnrollmentOrder', true, '/msapi/sales/signatureenrollmentms/v1/submitEnrollmentOrder'],
    ['validateAccountType', false, '/msapi/signatureenrollmentms/v1/validateAccountType'],
    ['validateAccountType', true, '/msapi/sales/signatureenrollmentms/v1/validateAccountType'],
  ] as const)('%s (sales %s) posts JSON with the CSRF token to %s', async (name, sales, path) => {
    const fetchMock = stubFetch(ok({ done: true }));
    await expect(selfServiceClients[name]({ a: 1 }, { sales, csrfToken: 't-1' })).resolves.toEqual({ done: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(path);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('t-1');
  });

  it('posts safeValidate to the microsites prefix', async () => {
    const fetchMock = stubFetch(ok({}));
    await selfServiceClients.safeValidate({});
    expect(fetchMock.mock.calls[0]![0]).toBe('/msapi/microsites-orch-nodems/v1/webform/safeValidate');
  });

  it('reads profile info with a GET', async () => {
    const fetchMock = stubFetch(ok({ profile: 1 }));
    await expect(selfServiceClients.profileInfo()).resolves.toEqual({ profile: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/msapi/accountservices/v1/profile/info');
    expect(fetchMock.mock.calls[0]![1]?.method).toBeUndefined();
  });

  it('reads wireless details content[0] into the customer data shape', async () => {
    const fetchMock = stubFetch(ok({
      content: [{
        billingFirstName: 'Jordan', billingLastName: 'Ellison', emailAddress: 'jordan@example.com',
        addresses: [{ addressLine1: '12 Harbor Rd', addressLine2: 'Apt 4', city: 'Tacoma', state: 'WA', zipCode: '98402' }],
      }, { billingFirstName: 'Other' }],
    }));
    await expect(selfServiceClients.wirelessDetails('551234')).resolves.toEqual({
      firstName: 'Jordan', lastName: 'Ellison', email: 'jordan@example.com',
      streetAddress: '12 Harbor Rd Apt 4', city: 'Tacoma', state: 'WA', postalCode: '98402',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/msapi/wireless/v1/details/551234?sor=false');
  });

  it('gives empty strings for a wireless answer without content', async () => {
    stubFetch(ok({ content: [] }));
    await expect(selfServiceClients.wirelessDetails('1')).resolves.toEqual({
      firstName: '', lastName: '', email: '', streetAddress: '', city: '', state: '', postalCode: '',
    });
  });

  it('asks the fan landing with the fan id in the query', async () => {
    const fetchMock = stubFetch(ok({ fan: '00012345' }));
    await expect(selfServiceClients.fanLanding('00012345')).resolves.toEqual({ fan: '00012345' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/msapi/fanprofile/v1/fan/landing?fanId=00012345');
  });

  it.each([400, 404, 500, 503])('rejects a %i with errorId = the status and message = the status text', async (status) => {
    stubFetch(() => new Response('{"x":1}', { status, statusText: `Status ${status}` }));
    await expect(selfServiceClients.profileInfo()).rejects.toEqual({ errorId: String(status), message: `Status ${status}`, status });
    await expect(selfServiceClients.fanLanding('1')).rejects.toEqual({ errorId: String(status), message: `Status ${status}`, status });
  });

  it('rejects the fan-profile call with SYS_ERR System Error on a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(selfServiceClients.fanLanding('00012345')).rejects.toMatchObject({ errorId: 'SYS_ERR', message: 'System Error' });
    await expect(selfServiceClients.safeValidate({})).rejects.toMatchObject({ errorId: 'NETWORK_ERROR' });
  });
});
