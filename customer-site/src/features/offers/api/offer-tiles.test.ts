// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fake-fetch.ts';
import { getOfferTiles } from './offer-tiles.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TAB = { tabName: 'Phones', default: true, offers: [] };

describe('002 §7, §8 the tile offers call', () => {
  it('posts to the path the flag picks, in the page’s language, with the campaign header', async () => {
    const fetchMock = stubFetch({
      'POST /msapi/sales/websalesofferorchms/v1/offers/tile': () => json(200, { content: [TAB] }),
      'POST /msapi/onlinesalesorchestration/products-papi/v1/offers/tile': () => json(200, { content: [TAB, TAB] }),
    });
    expect(await getOfferTiles({ pageId: 'PSC_LEARN' }, { productsApi: false, locale: 'en-us' })).toHaveLength(1);
    expect(
      await getOfferTiles({ pageId: 'PSC_LEARN' }, { productsApi: true, locale: 'es-us', campaignId: 'HKOP2026' }),
    ).toHaveLength(2);
    const init = fetchMock.mock.calls[1]![1]!;
    expect(init.headers).toMatchObject({ 'Accept-Language': 'es-US', 'idp-campaign-id': 'HKOP2026' });
    expect(JSON.parse(String(init.body))).toEqual({ pageId: 'PSC_LEARN' });
  });

  it('answers an empty content list when the call fails or the answer is not the contract', async () => {
    stubFetch({
      'POST /msapi/sales/websalesofferorchms/v1/offers/tile': () =>
        json(500, { errorId: 'SYS', message: 'x', status: 500 }),
    });
    expect(await getOfferTiles({}, { productsApi: false, locale: 'en-us' })).toEqual([]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'POST /msapi/sales/websalesofferorchms/v1/offers/tile': () => json(200, { content: 'nope' }) });
    expect(await getOfferTiles({}, { productsApi: false, locale: 'en-us' })).toEqual([]);
  });

  it('gives up after 20 s, logs “timed out” and answers an empty content list', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = getOfferTiles({}, { productsApi: false, locale: 'en-us' });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(warn).not.toHaveBeenCalledWith('timed out');
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual([]);
    expect(warn).toHaveBeenCalledWith('timed out');
  });
});
