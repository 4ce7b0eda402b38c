// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { forgetFlags } from '../../api/flags.ts';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { json, stubFetch, type FakeRoutes } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { SignatureTokenLanding } from './SignatureTokenLanding.tsx';

const LANDING = '/msapi/fanprofile/v1/fan/landing';
const OFFER = '/msapi/sales/websalesofferorchms/v1/offers/customerOffer';
const fanLanding = {
  status: 'success',
  kind: 'fan',
  fan: { id: '00012345', name: 'Kestrel Ridge Engineering Corp.', friendlyName: 'Kestrel Ridge Perks' },
  group: null,
};
const offer = {
  content: {
    banner: {
      heading: 'Kestrel Ridge Perks',
      subHeading: 'Signature',
      expandedOffer: 'Save 20%',
      icon: '',
      fanName: '',
    },
    offers: [
      { offerHeading: '20% off', legalShortText: 'On eligible plans.', longLegalText: '', shortProxLegalText: '' },
    ],
  },
};
const tokenInvalid = () =>
  json(404, { errorId: 'TOKEN_INVALID', message: 'This link is no longer valid.', status: 404 });

function routes(extra: FakeRoutes): FakeRoutes {
  return { 'GET /config/flags': () => json(200, {}), [`GET ${OFFER}`]: () => json(200, offer), ...extra };
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

function open(url: string) {
  return render(
    atAddress(
      url,
      <PageHeadingContext value={true}>
        <SignatureTokenLanding props={{}} />
        <Where />
      </PageHeadingContext>,
    ),
  );
}

beforeEach(() => forgetFlags());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §7 the token landing page', () => {
  it('opens first (as the server renders it), then greets the FAN, focused, with the way in and its offers', async () => {
    const fetchMock = stubFetch(routes({ [`GET ${LANDING}`]: () => json(200, fanLanding) }));
    open('/signature/landing?iruToken=abc123');
    expect(screen.getByRole('heading', { level: 1, name: 'Opening your link…' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Kestrel Ridge Perks!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Add the discount to your account' }).getAttribute('href')).toBe(
      '/enrollment/signature',
    );
    expect(await screen.findByRole('heading', { name: '20% off' })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain(`${LANDING}?iruToken=abc123&src=sales&redirect=false`);
    expect(urls.find((u) => u.startsWith(OFFER))).toContain('pageId=TOKENLANDER');
  });

  it('keeps the greeting and the way in when the FAN has no offers', async () => {
    stubFetch(
      routes({
        [`GET ${LANDING}`]: () => json(200, fanLanding),
        [`GET ${OFFER}`]: () => json(404, { errorId: 'OFFER_NOT_FOUND', message: 'None', status: 404 }),
      }),
    );
    open('/signature/landing?iruToken=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Kestrel Ridge Perks!' });
    await waitFor(() => expect(screen.getByTestId('token-landing').getAttribute('data-offers')).toBe('none'));
    expect(screen.queryByRole('region', { name: 'Your offers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add the discount to your account' })).toBeTruthy();
  });

  it('says a replaced or unknown token is no longer valid, and what to do, in English and Spanish', async () => {
    stubFetch(routes({ [`GET ${LANDING}`]: tokenInvalid }));
    open('/signature/landing?iruToken=old');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeTruthy();
    expect(screen.getByText(/Ask your employer or organization for a new link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn about the discount program' }).getAttribute('href')).toBe(
      '/offers/discount-program',
    );
    cleanup();
    forgetFlags();
    open('/es-us/signature/landing?iruToken=old');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no es válido' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conoce el programa de descuentos' }).getAttribute('href')).toBe(
      '/es-us/offers/discount-program',
    );
  });

  it('says the same without asking when the address has no token', async () => {
    const fetchMock = stubFetch(routes({}));
    open('/signature/landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith(LANDING))).toBe(false);
  });

  it('offers to try again when the call fails for another reason', async () => {
    let answer = () => json(503, { errorId: 'UNAVAILABLE', message: 'Down', status: 503 });
    stubFetch(routes({ [`GET ${LANDING}`]: () => answer() }));
    open('/signature/landing?iruToken=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t open your link right now' })).toBeTruthy();
    answer = () => json(200, fanLanding);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kestrel Ridge Perks!' })).toBeTruthy();
  });

  it('sends a group’s token to that group’s lander, in the page’s language', async () => {
    const group = { groupId: 'GRP10005', isList: true, isWebEnabled: true };
    stubFetch(routes({ [`GET ${LANDING}`]: () => json(200, { status: 'success', kind: 'group', fan: null, group }) }));
    open('/es-us/signature/landing?iruToken=grp');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/es-us/signature/lander?isList=true&groupId=GRP10005'),
    );
  });

  it('calls a group whose landing page is off no longer valid', async () => {
    const group = { groupId: 'GRP10002', isList: true, isWebEnabled: false };
    stubFetch(routes({ [`GET ${LANDING}`]: () => json(200, { status: 'success', kind: 'group', fan: null, group }) }));
    open('/signature/landing?iruToken=grp');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeTruthy();
  });

  it('uses the sales fan-profile path when the enrollment sales flag is on', async () => {
    const fetchMock = stubFetch(
      routes({
        'GET /config/flags': () => json(200, { enrollmentSalesApi: true }),
        [`GET /msapi/sales/fanprofile/v1/fan/landing`]: () => json(200, fanLanding),
      }),
    );
    open('/signature/landing?iruToken=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Kestrel Ridge Perks!' });
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/msapi/sales/fanprofile/v1/fan/landing'))).toBe(
      true,
    );
  });
});
