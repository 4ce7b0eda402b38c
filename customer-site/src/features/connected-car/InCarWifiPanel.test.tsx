// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { serializeAuthState, serializeSessionCookie } from '@carrier/shared/access';
import { forgetFlags } from '../../api/flags.ts';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { json, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { InCarWifiPanel } from './InCarWifiPanel.tsx';
import { leaveFor } from './leave-for.ts';

vi.mock('./leave-for.ts', () => ({ leaveFor: vi.fn() }));
// each test walks a whole modal flow: more than the default 5 s on a busy 2-core machine
vi.setConfig({ testTimeout: 15_000 });

const DECODER = '/msapi/vpic/api/vehicles/DecodeVin/';
const SUBSCRIPTION = '/msapi/connectedvehicle/Dealer-Subscriptions-1/Services/ValidateSubscription/data';
const decoded = (year: string | null, make: string, model: string, engine: string | null, name: string) =>
  json(200, {
    Count: 5,
    Message: 'Results returned successfully.',
    SearchCriteria: 'VIN:x',
    Results: [
      ['Model Year', year],
      ['Make', make],
      ['Model', model],
      ['Engine Manufacturer', engine],
      ['Manufacturer Name', name],
    ].map(([Variable, Value], i) => ({ Variable, Value, ValueId: null, VariableId: i })),
  });
const subscription = (trial: string, canRegister: boolean, retailAllowed = 'true') =>
  json(200, {
    status: { trial, shared: 'available', postpaid: 'available', prepaid: 'available' },
    permissions: { canRegister },
    vehicle: { soldInCountry: 'US', vin: 'x', evin: null },
    metas: { retailAllowed, trial: { name: '3 months or 3 GB' } },
    device: { metas: { type: 'TCU' } },
  });
const PROPS = {
  tenants: [{ tenant: 'GM', makes: ['Chevrolet'] }],
  redirects: [{ manufacturer: 'TESLA, INC.', url: 'https://www.tesla.example/wifi?vin=[vin]' }],
  results: { trial: { cta: { label: 'See plans', href: '/buy/postpaid' } } },
};
const VALID = '1G1FNBA59MK100201';

function routes(extra: FakeRoutes, flags: Record<string, unknown> = {}): FakeRoutes {
  return { 'GET /config/flags': () => json(200, flags), ...extra };
}
function open(url = '/connected-car') {
  render(
    atAddress(
      url,
      <PageHeadingContext value={true}>
        <InCarWifiPanel props={PROPS} />
      </PageHeadingContext>,
    ),
  );
}
async function enterVin(vin: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
  const dialog = await screen.findByRole('dialog', { name: 'Check your vehicle' });
  const field = within(dialog).getByRole('textbox', { name: /Vehicle identification number/ });
  fireEvent.change(field, { target: { value: vin } });
  return { dialog, field };
}
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check my vehicle' }));

beforeEach(() => {
  forgetFlags();
  vi.mocked(leaveFor).mockClear();
  for (const c of document.cookie.split(';'))
    document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.2 the connected-car hero and VIN modal', () => {
  it('keeps only letters and digits, says plainly what is wrong before any call, and never calls for a bad VIN', async () => {
    const fetchMock = stubFetch(routes({}));
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wi-Fi for the road, built into your car');
    const { dialog, field } = await enterVin(' 1g1-fnb ');
    expect((field as HTMLInputElement).value).toBe('1G1FNB');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.blur(field);
    expect(within(dialog).getByText('Enter your VIN using letters and numbers.')).toBeTruthy();
    submit(dialog);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '1G1FNBA59' } });
    submit(dialog);
    expect(await within(dialog).findByText('A VIN has 17 characters. You entered 9.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1G1FNBA58MK100201' } });
    fireEvent.blur(field);
    expect(within(dialog).getByText(/its 9th character \(the check digit\)/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '1G1FNBA59MK10O201' } });
    submit(dialog);
    expect(await within(dialog).findByText(/never uses the letters I, O or Q/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/msapi'))).toEqual([]);
  });

  it('decodes, calls the subscription check with its headers, and shows the trial modal; closing resets', async () => {
    const fetchMock = stubFetch(
      routes({
        [`GET ${DECODER}${VALID}`]: () => decoded('2021', 'Chevrolet', 'Bolt EV', null, 'GENERAL MOTORS LLC'),
        [`GET ${SUBSCRIPTION}`]: () => subscription('available', true),
      }),
    );
    open();
    const { dialog } = await enterVin(VALID);
    submit(dialog);
    const result = await screen.findByRole('dialog', {
      name: 'Good news! Your 2021 Chevrolet Bolt EV qualifies for a free trial',
    });
    expect(result.getAttribute('data-step')).toBe('2');
    expect(within(result).getByText('Your trial: 3 months or 3 GB')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/buy/postpaid');
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith(SUBSCRIPTION))!;
    expect(String(url)).toBe(`${SUBSCRIPTION}?uri=vin%3A${VALID}&appKey=websales`);
    expect(init?.headers).toMatchObject({ tenant: 'GM', country: 'US', channel: 'websales' });

    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await enterVin('');
    expect((again.field as HTMLInputElement).value).toBe('');
  });

  it('clears the VIN and shows the default text when the decoder fails or has no model year', async () => {
    stubFetch(routes({ [`GET ${DECODER}${VALID}`]: () => decoded(null, 'Chevrolet', 'Bolt EV', null, 'GM') }));
    open();
    const { dialog, field } = await enterVin(VALID);
    submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'We couldn’t check that VIN. Check it and enter it again.',
    );
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('shows the service-down text on a 500, the default text on another failure, and step 5 on a 422', async () => {
    let status = 500;
    stubFetch(
      routes({
        [`GET ${DECODER}${VALID}`]: () => decoded('2021', 'Chevrolet', 'Bolt EV', null, 'GM'),
        [`GET ${SUBSCRIPTION}`]: () => json(status, { errorId: 'X', message: 'x', status }),
      }),
    );
    open();
    const { dialog, field } = await enterVin(VALID);
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Our vehicle check isn’t available right now. Please try again later.',
    );
    expect((field as HTMLInputElement).value).toBe(VALID);
    status = 503;
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We couldn’t check that VIN. Check it and enter it again.',
    );
    status = 422;
    submit(dialog);
    expect(
      (await screen.findByRole('dialog', { name: 'Get Wi-Fi in your 2021 Chevrolet Bolt EV with a mobile hotspot' }))
        .dataset.step,
    ).toBe('5');
  });

  it('sends the browser to the carmaker when the redirect table names it', async () => {
    const vin = '5YJ3EBA55MK100209';
    stubFetch(routes({ [`GET ${DECODER}${vin}`]: () => decoded('2021', 'Tesla', 'Model 3', null, 'TESLA, INC.') }));
    open();
    const { dialog } = await enterVin(vin);
    submit(dialog);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`https://www.tesla.example/wifi?vin=${vin}`));
    expect(within(dialog).getByTestId('vin-status').textContent).toBe('Taking you to your carmaker’s site to finish…');
  });

  it('speaks Spanish under /es-us/', async () => {
    stubFetch(routes({}));
    open('/es-us/connected-car');
    fireEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(await screen.findByRole('dialog', { name: 'Revisa tu vehículo' })).toBeTruthy();
  });
});

describe('002 §2.2, §6 the call-to-order modal', () => {
  function signInAsBusiness() {
    document.cookie = `custSession=${encodeURIComponent(serializeSessionCookie({ groups: ['Auth'], fanId: null }))}; path=/`;
    document.cookie = `custAuthState=${encodeURIComponent(serializeAuthState('customer2', Date.now() + 60_000))}; path=/`;
  }
  const authDetails = () => json(200, { hasBsseWireless: true, acctInfocusType: 'BSSE' });

  it('opens instead of the VIN modal for a business customer when the flag is on, with the configured number', async () => {
    signInAsBusiness();
    const flags = { bsseCallToOrder: true, bsseSalesPhone: '1-800-555-0123' };
    stubFetch(routes({ 'GET /msapi/sales/buywirelessorchestrationms/v1/auth/details': authDetails }, flags));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Want to place an order?' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Call now to order/ })
        .getAttribute('href'),
    ).toBe('tel:+18005550123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays closed when the flag is off or the check does not pass: the VIN modal opens', async () => {
    signInAsBusiness();
    stubFetch(routes({ 'GET /msapi/sales/buywirelessorchestrationms/v1/auth/details': authDetails }));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('dialog', { name: 'Check your vehicle' })).toBeTruthy();
    cleanup();
    forgetFlags();
    window.sessionStorage.clear();
    stubFetch(
      routes(
        {
          'GET /msapi/sales/buywirelessorchestrationms/v1/auth/details': () =>
            json(200, { hasBsseWireless: false, acctInfocusType: 'CONSUMER' }),
        },
        { bsseCallToOrder: true },
      ),
    );
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('dialog', { name: 'Check your vehicle' })).toBeTruthy();
  });
});
