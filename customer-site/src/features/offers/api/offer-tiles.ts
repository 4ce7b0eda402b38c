import type { Locale } from '@carrier/shared/content';
import {
  offerPaths,
  OFFERS_TIMEOUT_MS,
  tileResponseSchema,
  type OfferTab,
  type TileRequest,
} from '@carrier/shared/offers';
import { requestJson } from '../../../api/http.ts';
import { jsonPost } from '../../../api/json-post.ts';

export const acceptLanguage = (locale: Locale) => (locale === 'es-us' ? 'es-US' : 'en-US');

/**
 * 002 §7 POST …/offers/tile (the path the products-papi flag picks): the page's tabs of offers. §8: it gives up
 * after 20 s and logs 'timed out'; any failure is an empty content list, so the page goes on without offers.
 */
export async function getOfferTiles(
  body: TileRequest,
  options: { productsApi: boolean; locale: Locale; campaignId?: string; timeoutMs?: number },
): Promise<OfferTab[]> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? OFFERS_TIMEOUT_MS);
  try {
    const result = await requestJson(
      offerPaths.tile(options.productsApi),
      {
        ...jsonPost(body),
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': acceptLanguage(options.locale),
          ...(options.campaignId ? { 'idp-campaign-id': options.campaignId } : {}),
        },
        signal: controller.signal,
      },
      tileResponseSchema,
    );
    if (timedOut) console.warn('timed out');
    return result.ok ? result.data.content : [];
  } finally {
    clearTimeout(timer);
  }
}
