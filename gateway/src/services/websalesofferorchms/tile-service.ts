import { sortByMarketingPriority, tileRequestSchema, type OfferTab } from '@carrier/shared/offers';
import type { z } from 'zod';
import type { Queryable } from '../../store/db.ts';
import { findApplicableOffers, findTabs } from './tile-store.ts';

type TileRequest = z.output<typeof tileRequestSchema>;

/**
 * 002 §7 offers/tile: the page's tabs (tabName, offers, default flag) in the request's language, each with the offers
 * that apply to this request, by marketingPriority (§4). A tab left with no offer is not sent; an unknown page has
 * no tabs. The partner card's application status is the browser's to show (§4), so every partner offer is sent.
 */
export async function offerTiles(
  db: Queryable,
  request: TileRequest,
  context: { locale: string; campaignId: string | null },
): Promise<{ content: OfferTab[] }> {
  const tabs = await findTabs(db, request.pageId, context.locale);
  if (tabs.length === 0) return { content: [] };
  const offers = await findApplicableOffers(db, {
    locale: context.locale,
    offerIds: [...new Set(tabs.flatMap((t) => t.offerIds))],
    dealer: request.offerTypes === 'dealer',
    campaignId: context.campaignId,
    customerType: request.customerType ?? null,
    paymentType: request.paymentType ?? null,
    deviceType: request.deviceType ?? null,
  });
  const content = tabs
    .map((tab) => ({
      tabName: tab.tabName,
      default: tab.isDefault,
      offers: sortByMarketingPriority(tab.offerIds.flatMap((id) => offers.get(id) ?? [])),
    }))
    .filter((tab) => tab.offers.length > 0);
  return { content };
}
