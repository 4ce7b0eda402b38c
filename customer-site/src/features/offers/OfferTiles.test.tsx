// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Offer } from '@carrier/shared/offers';
import { forgetFlags } from '../../api/flags.ts';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { stubCarouselDom } from '../../test/carousel-dom.ts';
import { OfferTiles } from './OfferTiles.tsx';

const TILE = '/msapi/sales/websalesofferorchms/v1/offers/tile';
const LEGAL = '/msapi/idp-content-orchestration/v1/scms/shared/offers/legal/citibank-card';
const offer = (offerID: string, marketingPriority: number, extra: Partial<Offer> = {}): Offer => ({
  offerID,
  offerType: 'standalone',
  offerCategory: 'standalone',
  tileHeading: { heading: `${offerID} heading` },
  tileCopy: { text: `${offerID} copy` },
  icon: 'phone',
  offerModal: { heading: `${offerID} tray`, body: `${offerID} body`, shortLegalLinkLabel: `${offerID} legal` },
  marketingPriority,
  ...extra,
});
const citi = offer('citibank', 1, {
  offerType: 'partner',
  offerCategory: 'citi',
  cta: { label: 'Apply now', href: 'https://www.citi.example/apply' },
  offerModal: {
    heading: 'Carrier Rewards Card',
    body: 'A $200 statement credit.',
    shortLegalLinkLabel: 'See card terms',
    legalModalPath: LEGAL,
  },
});
const tabs = [
  { tabName: 'Phones', default: false, offers: [offer('trade', 3), offer('bogo', 2)] },
  { tabName: 'Plans', default: true, offers: [offer('save', 4), citi, offer('autopay', 2), offer('gone', 3)] },
];

function routes(
  legal = () =>
    json(200, {
      feed: { offerHeading: 'Card', longLegalText: 'Subject to credit approval.', longLegalStartText: 'Offer terms.' },
    }),
) {
  return stubFetch({
    'GET /config/flags': () => json(200, {}),
    [`POST ${TILE}`]: () => json(200, { content: tabs }),
    'GET /msapi/idp-content-orchestration/v1/scms/shared/offers/offertile': () =>
      json(200, { content: { seeDetails: 'See details' } }),
    [`GET ${LEGAL}`]: legal,
  });
}

const open = (url: string, props: Record<string, unknown> = { excludedOfferIds: ['gone'] }) =>
  render(atAddress(url, <OfferTiles props={props} />));
const tileIds = () => screen.getAllByTestId('offer-tile').map((t) => t.getAttribute('data-offer-id'));

beforeEach(() => {
  forgetFlags();
  stubCarouselDom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('002 §2.5 offer tiles and tabs', () => {
  it('opens the default tab, tiles by marketingPriority without excluded offers, and switches tabs', async () => {
    const fetchMock = routes();
    open('/offers?edit=LOSG-7');
    const plans = await screen.findByRole('tab', { name: 'Plans' });
    expect(plans.getAttribute('aria-selected')).toBe('true');
    expect(tileIds()).toEqual(['citibank', 'autopay', 'save']);
    fireEvent.click(screen.getByRole('tab', { name: 'Phones' }));
    expect(tileIds()).toEqual(['bogo', 'trade']);
    const body = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u) === TILE)![1]!.body));
    expect(body).toEqual({ pageId: 'PSC_LEARN', offerTypes: '', losgId: 'LOSG-7' });
  });

  it('asks with the page’s settings and the dealer code a partner’s pages left in session storage (002 §7)', async () => {
    sessionStorage.setItem('partnerAttributes', JSON.stringify({ dealerCode: 'D-1234' }));
    const fetchMock = routes();
    const settings = {
      customerType: 'CONSUMER',
      paymentType: 'INSTALLMENT',
      deviceType: 'PHONE',
      deviceInfo: { skuId: 'SKU-9', commitmentTerm: '36' },
      uniqueUrlName: 'spring-sale',
      bogoPromoId: 'BOGO-1',
      stack: 'WLS',
    };
    open('/offers', { offerTypes: 'dealer', ...settings });
    await screen.findByRole('tab', { name: 'Plans' });
    const body = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u) === TILE)![1]!.body));
    expect(body).toEqual({ pageId: 'PSC_LEARN', offerTypes: 'dealer', ...settings, dealerCode: 'D-1234' });
    sessionStorage.removeItem('partnerAttributes');
  });

  it('honours offersLimit and the accordion view’s 2.2 slides', async () => {
    routes();
    open('/offers', { offersLimit: 2, accordionView: true });
    await screen.findByRole('tab', { name: 'Plans' });
    expect(tileIds()).toEqual(['citibank', 'autopay']);
    expect(screen.getByTestId('offer-carousel').getAttribute('data-slides-per-view')).toBe('2.2');
    expect(screen.getAllByRole('group', { name: /of 2$/ })).toHaveLength(2);
  });

  it('opens the tray with the offer, and its short legal link fetches the long legal text', async () => {
    routes();
    open('/offers');
    await screen.findByRole('tab', { name: 'Plans' });
    const card = screen.getAllByTestId('offer-tile')[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'See details' }));
    const tray = await screen.findByRole('dialog', { name: 'Carrier Rewards Card' });
    fireEvent.click(within(tray).getByRole('button', { name: 'See card terms' }));
    expect(await within(tray).findByText('Subject to credit approval.')).toBeTruthy();
    expect(within(tray).getByText('Offer terms.')).toBeTruthy();
    fireEvent.click(within(tray).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the legal text cannot be fetched', async () => {
    routes(() => json(404, { errorId: 'Error', message: 'No data found', status: 404 }));
    open('/es-us/offers');
    await screen.findByRole('tab', { name: 'Plans' });
    fireEvent.click(within(screen.getAllByTestId('offer-tile')[0]!).getByRole('button', { name: 'See details' }));
    const tray = await screen.findByRole('dialog');
    fireEvent.click(within(tray).getByRole('button', { name: 'See card terms' }));
    expect((await within(tray).findByRole('alert')).textContent).toMatch(/No podemos mostrar los términos legales/);
  });

  it('shows nothing when the offers call fails', async () => {
    stubFetch({ 'GET /config/flags': () => json(200, {}) });
    const { container } = open('/offers');
    await waitFor(() => expect(container.querySelector('[data-testid="offer-tiles"]')).toBeNull());
  });
});

describe('002 §4 the partner credit-card tile', () => {
  const partner = async (query: string) => {
    routes();
    open(`/offers${query}`);
    await screen.findByRole('tab', { name: 'Plans' });
    return screen.queryAllByTestId('offer-tile').find((t) => t.getAttribute('data-offer-id') === 'citibank');
  };

  it('approved and accepted: Offer applied, the call to action disabled', async () => {
    for (const status of ['approved', 'accepted']) {
      const tile = (await partner(`?citiApplicationStatus=${status}`))!;
      expect(within(tile).getByTestId('partner-status').textContent).toBe('Offer applied');
      expect((within(tile).getByRole('button', { name: 'Apply now' }) as HTMLButtonElement).disabled).toBe(true);
      cleanup();
    }
  });

  it('pending: Offer in-progress; error: says so; both keep the way to apply', async () => {
    let tile = (await partner('?citiApplicationStatus=pending'))!;
    expect(within(tile).getByTestId('partner-status').textContent).toBe('Offer in-progress');
    expect(within(tile).getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(
      'https://www.citi.example/apply',
    );
    cleanup();
    tile = (await partner('?citiApplicationStatus=error'))!;
    expect(within(tile).getByTestId('partner-status').textContent).toMatch(/couldn’t confirm/);
  });

  it('rejected, denied or declined: hidden unless the customer may apply again', async () => {
    for (const status of ['rejected', 'denied', 'declined']) {
      expect(await partner(`?citiApplicationStatus=${status}`)).toBeUndefined();
      cleanup();
    }
    const again = (await partner('?citiApplicationStatus=declined&citiReapply=true'))!;
    expect(within(again).queryByTestId('partner-status')).toBeNull();
    expect(within(again).getByRole('link', { name: 'Apply now' })).toBeTruthy();
  });
});
