import type { Locale } from '@carrier/shared/content';
import {
  isOfferLegalPath,
  offerLegalResponseSchema,
  offerPaths,
  offerTileResponseSchema,
  type OfferLegal,
  type OfferTileContent,
} from '@carrier/shared/offers';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { acceptLanguage } from './offer-tiles.ts';

/** 002 §7 GET …/scms/shared/offers/offertile: the content system's tile wording; a failure leaves the defaults. */
export async function getOfferTileContent(locale: Locale, campaignId?: string): Promise<OfferTileContent> {
  const result = await requestJson(
    offerPaths.offertile(),
    {
      headers: {
        'Accept-Language': acceptLanguage(locale),
        ...(campaignId ? { 'idp-campaign-id': campaignId } : {}),
      },
    },
    offerTileResponseSchema,
  );
  return result.ok ? result.data.content : {};
}

/**
 * 002 §7 the legal content at the path the offer names, read under its feed key. Only this site's legal feed is
 * asked (a path is content, and content must not send the browser elsewhere).
 */
export async function getOfferLegal(path: string, locale: Locale): Promise<ApiResult<OfferLegal>> {
  if (!isOfferLegalPath(path)) return { ok: false, error: { errorId: 'Error', message: 'No data found', status: 404 } };
  const result = await requestJson(
    path,
    { headers: { 'Accept-Language': acceptLanguage(locale) } },
    offerLegalResponseSchema,
  );
  return result.ok ? { ok: true, data: result.data.feed } : result;
}
