// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { atAddress } from '../../test/render-site.tsx';
import { SignatureProgramPanel } from './SignatureProgramPanel.tsx';

const OFFER = '/msapi/sales/websalesofferorchms/v1/offers/customerOffer';
const content = {
  banner: {
    heading: 'Kestrel Ridge Perks',
    subHeading: 'Your Signature discount',
    expandedOffer: 'Save 20% on eligible plans.',
    icon: '',
    fanName: 'Kestrel Ridge Engineering Corp.',
    fanCategoryId: 'corporate',
    id: 'SIG-00012345',
  },
  offers: [{ offerHeading: '20% off', legalShortText: 'Eligible plans.', longLegalText: '', shortProxLegalText: '' }],
};
const props = {
  categories: [
    { fanCategoryId: 'corporate', heading: '{fanName} employees save more', copy: 'Your employer’s discount.' },
  ],
};
const dataLayer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
const setFanCookie = (fanId: string | null) => {
  document.cookie = fanId
    ? `GNSESS=${encodeURIComponent(JSON.stringify({ FANID: fanId }))}; path=/`
    : 'GNSESS=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
const open = (url = '/signature/offers') => render(atAddress(url, <SignatureProgramPanel props={props} />));

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});
afterEach(() => {
  cleanup();
  setFanCookie(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('002 §2.5, §4, §8 the signature hero', () => {
  it('without a fan id shows the fallback hero and asks for nothing', async () => {
    const fetchMock = stubFetch({});
    open();
    expect(await screen.findByRole('heading', { name: 'Save with the Signature program' })).toBeTruthy();
    expect(screen.getByTestId('signature-hero').getAttribute('data-hero')).toBe('fallback');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('personalises by the fan category (TOKENLANDER, the fan id, encrypted) and sends the category after 1 s', async () => {
    setFanCookie('00012345');
    const fetchMock = stubFetch({ [`GET ${OFFER}`]: () => json(200, { content }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Kestrel Ridge Engineering Corp. employees save more' }),
    ).toBeTruthy();
    expect(screen.getByText('Your employer’s discount.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '20% off' })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageId: 'TOKENLANDER',
      offerType: 'signature',
      fanId: '00012345',
      encrypted: 'true',
    });
    expect(dataLayer().some((e) => e.event === 'fanCategory')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dataLayer()).toContainEqual({ event: 'fanCategory', fanCategoryId: 'corporate', pagePath: '/' });
  });

  it('falls back when the call fails, in Spanish too', async () => {
    setFanCookie('00041649');
    stubFetch({ [`GET ${OFFER}`]: () => json(404, { errorId: 'OFFER_NOT_FOUND', message: 'None', status: 404 }) });
    open('/es-us/signature/offers');
    expect(await screen.findByRole('heading', { name: 'Ahorra con el programa Signature' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByTestId('signature-program-panel').getAttribute('data-state')).toBe('fallback'),
    );
  });

  it('opens the call-to-order modal (virtual page /cto/modal) with the sales number, and closes it', async () => {
    stubFetch({});
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Call to order' }));
    const modal = await screen.findByRole('dialog', { name: 'Want to place an order?' });
    expect(
      within(modal)
        .getByRole('link', { name: /Call now to order/ })
        .getAttribute('href'),
    ).toBe('tel:+18005550142');
    expect(dataLayer()).toContainEqual({ event: 'virtualPageView', pagePath: '/cto/modal' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
