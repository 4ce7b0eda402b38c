// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { CURBSIDE_TEXTS } from '@carrier/shared/curbside';
import { forgetFlags } from '../../api/flags.ts';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { SessionProvider } from '../../site/session/SessionProvider.tsx';
import { json, signedOut, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { CurbsidePickup } from './CurbsidePickup.tsx';

const c = CURBSIDE_TEXTS.en;
const NOTIFY = '/msapi/byodkiosk/onlinePickup/curbsidenotification/D123';
const ORDER = '21-100000000000001';
const LINK = `/store-pickup/check-in?ordernum=${ORDER}&store=D123&locationID=101`;

function open(url: string, routes: FakeRoutes) {
  const fetchMock = stubFetch({ 'GET /auth/me': signedOut, 'GET /config/flags': () => json(200, {}), ...routes });
  render(
    atAddress(
      url,
      <SessionProvider>
        <PageHeadingContext value={true}>
          <CurbsidePickup props={{}} />
        </PageHeadingContext>
      </SessionProvider>,
    ),
  );
  return fetchMock;
}

async function checkInFromCar() {
  fireEvent.click(await screen.findByRole('button', { name: c.chooseCar }));
  fireEvent.change(screen.getByLabelText(c.parking, { exact: false }), { target: { value: 'Space 4' } });
  fireEvent.change(screen.getByLabelText(c.vehicleType, { exact: false }), { target: { value: 'SUV' } });
  fireEvent.change(screen.getByLabelText(c.vehicleColor, { exact: false }), { target: { value: 'Red' } });
  fireEvent.click(screen.getByRole('button', { name: c.checkIn }));
  return screen.findByTestId('curbside-result');
}

beforeEach(() => forgetFlags());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.8 curbside check-in', () => {
  it('shows find-your-order, in Spanish on a Spanish page, when the address breaks a rule', async () => {
    open('/es-us/store-pickup/check-in?ordernum=21-1&store=D123&locationID=101', {});
    expect(await screen.findByRole('heading', { level: 1, name: CURBSIDE_TEXTS.es.findHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: CURBSIDE_TEXTS.es.findStoreLink }).getAttribute('href')).toBe(
      '/es-us/store-pickup',
    );
  });

  it('sends the car check-in with the appID header and shows the status with its check icon', async () => {
    const fetchMock = open(LINK, { [`POST ${NOTIFY}`]: () => json(200, { content: 'READYFORCUSTOMERPICKUP' }) });
    const result = await checkInFromCar();
    expect(result.getAttribute('data-outcome')).toBe('success');
    expect(result.querySelector('[data-icon="success"]')).toBeTruthy();
    expect(within(result).getByText(c.resultREADYFORCUSTOMERPICKUP)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === NOTIFY)!;
    expect((init!.headers as Record<string, string>).appID).toBe('upperFunnel');
    expect(JSON.parse(String(init!.body))).toMatchObject({ CHECKIN_METHOD: 'CAR', ORDERID: ORDER, VEHICLETYPE: 'SUV' });
  });

  it('posts the BOPIS array to the configured URL instead', async () => {
    const bopis = 'https://pickup.carrier.example/checkin';
    const fetchMock = open(`${LINK}&BOPIS=true`, {
      'GET /config/flags': () => json(200, { curbsideBopisUrl: bopis }),
      [`POST ${bopis}`]: () => json(200, { content: 'Canceled' }),
    });
    const result = await checkInFromCar();
    expect(result.getAttribute('data-outcome')).toBe('info');
    expect(within(result).getByText(c.resultCANCELLED)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === bopis)!;
    expect(JSON.parse(String(init!.body))).toEqual([
      { orderNo: ORDER, storeId: 'D123', notes: 'Parked at: Space 4; Car type: SUV; Car colour: Red' },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === NOTIFY)).toBe(false);
  });

  it.each([
    ['an unknown status', () => json(200, { content: 'SOMETHINGELSE' })],
    ['a failed call', () => json(503, { errorId: 'SYS_ERR', message: 'down', status: 503 })],
  ])('shows the submit error with the store page link for %s', async (_, answer) => {
    open(LINK, { [`POST ${NOTIFY}`]: answer });
    const result = await checkInFromCar();
    expect(result.getAttribute('data-outcome')).toBe('error');
    expect(within(result).getByText(c.submitError)).toBeTruthy();
    expect(within(result).getByRole('link', { name: c.storeLink }).getAttribute('href')).toBe(
      '/store-pickup?store=D123',
    );
  });
});
