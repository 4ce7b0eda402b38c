import { offerSchema, type Offer } from '@carrier/shared/offers';
import type { Queryable } from '../../store/db.ts';

export interface StoredTab {
  tabName: string;
  isDefault: boolean;
  offerIds: string[];
}

/** The tabs of a page in one language, in order (offer_tabs). */
export async function findTabs(db: Queryable, pageId: string, locale: string): Promise<StoredTab[]> {
  const { rows } = await db.query<{ tab_name: string; is_default: boolean; offer_ids: string[] }>(
    'select tab_name, is_default, offer_ids from offer_tabs where page_id = $1 and locale = $2 order by position',
    [pageId, locale],
  );
  return rows.map((r) => ({ tabName: r.tab_name, isDefault: r.is_default, offerIds: r.offer_ids }));
}

export interface OfferConditions {
  locale: string;
  offerIds: string[];
  dealer: boolean;
  campaignId: string | null;
  customerType: string | null;
  paymentType: string | null;
  deviceType: string | null;
}

/**
 * The offers among offerIds that apply to a request: each condition list empty or naming the request's value,
 * campaign offers only for their campaign, dealer offers only when dealer offers are asked for. A stored document
 * that no longer parses is left out.
 */
export async function findApplicableOffers(db: Queryable, c: OfferConditions): Promise<Map<string, Offer>> {
  const { rows } = await db.query<{ offer_id: string; document: unknown }>(
    `select offer_id, document from offer_tiles
      where locale = $1 and offer_id = any($2::text[])
        and (campaign_id is null or campaign_id = $3)
        and (offer_type <> 'dealer' or $4::boolean)
        and (cardinality(customer_types) = 0 or $5::text = any(customer_types))
        and (cardinality(payment_types) = 0 or $6::text = any(payment_types))
        and (cardinality(device_types) = 0 or $7::text = any(device_types))`,
    [c.locale, c.offerIds, c.campaignId, c.dealer, c.customerType, c.paymentType, c.deviceType],
  );
  const offers = new Map<string, Offer>();
  for (const row of rows) {
    const parsed = offerSchema.safeParse(row.document);
    if (parsed.success) offers.set(row.offer_id, parsed.data);
  }
  return offers;
}
