import type { Offer, OfferTab, PartnerStatus } from './schemas.ts';
import { PARTNER_CARD_OFFER_ID } from './paths.ts';

/** 002 §4, §9: offers are sorted by marketingPriority (lowest first); equal priorities keep their order. */
export function sortByMarketingPriority<T extends Pick<Offer, 'marketingPriority'>>(offers: readonly T[]): T[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => a.offer.marketingPriority - b.offer.marketingPriority || a.index - b.index)
    .map(({ offer }) => offer);
}

export interface OfferSelection {
  /** At most this many offers (absent or 0: all). */
  offersLimit?: number;
  excludedOfferIds?: readonly string[];
}

/** 002 §3: the offers left after excludedOfferIds, by marketingPriority, cut to offersLimit. */
export function selectOffers<T extends Pick<Offer, 'marketingPriority' | 'offerID'>>(
  offers: readonly T[],
  { offersLimit, excludedOfferIds = [] }: OfferSelection,
): T[] {
  const excluded = new Set(excludedOfferIds.map((id) => id.trim().toLowerCase()));
  const kept = sortByMarketingPriority(offers.filter((o) => !excluded.has(o.offerID.toLowerCase())));
  return offersLimit && offersLimit > 0 ? kept.slice(0, offersLimit) : kept;
}

/** The tab open first: the one with the default flag, else the first. */
export function defaultTabIndex(tabs: readonly Pick<OfferTab, 'default'>[]): number {
  return Math.max(
    0,
    tabs.findIndex((t) => t.default),
  );
}

export function isPartnerCardOffer(offer: Pick<Offer, 'offerID' | 'offerType'>): boolean {
  return offer.offerType === 'partner' || offer.offerID === PARTNER_CARD_OFFER_ID;
}

/** What the partner credit-card tile shows (002 §4 "Offer tiles (partner card)"). */
export type PartnerTileView = 'open' | 'applied' | 'inProgress' | 'error' | 'hidden';

/**
 * 002 §4: approved or accepted is complete ('Offer applied', the call to action disabled); pending is 'Offer
 * in-progress'; rejected, denied or declined hides the offer unless the customer may apply again (then it shows
 * as if new); error says so and lets the customer try again; no status (or one the issuer does not use) is open.
 */
export function partnerTileView(status: PartnerStatus | '' | undefined, eligibleToReapply: boolean): PartnerTileView {
  switch (status) {
    case 'approved':
    case 'accepted':
      return 'applied';
    case 'pending':
      return 'inProgress';
    case 'rejected':
    case 'denied':
    case 'declined':
      return eligibleToReapply ? 'open' : 'hidden';
    case 'error':
      return 'error';
    default:
      return 'open';
  }
}

/**
 * The tabs as shown: each tab's offers selected (exclusions, priority, limit) with hidden partner tiles removed;
 * a tab left with no offer is not shown.
 */
export function visibleTabs(
  tabs: readonly OfferTab[],
  selection: OfferSelection,
  partnerView: PartnerTileView,
): OfferTab[] {
  return tabs
    .map((tab) => ({
      ...tab,
      offers: selectOffers(
        tab.offers.filter((o) => !(isPartnerCardOffer(o) && partnerView === 'hidden')),
        selection,
      ),
    }))
    .filter((tab) => tab.offers.length > 0);
}

/** 002 §8 Signature hero: a missing fan id, banner or offers is this error (the fallback hero shows). */
export const SIGNATURE_HERO_FAILURE = { errorId: 'Error', message: 'FAILURE', status: 'ERROR' } as const;
/** 002 §8 offers: referral, baseoffers and add-to-cart failures without the error shape read as this. */
export const OFFERS_CALL_FALLBACK_ERROR = { errorId: 'Error', message: 'No data found', status: 404 } as const;

/** The offers content's language from a request's Accept-Language: Spanish when it asks for it first, else English. */
export function offerLocaleFrom(acceptLanguage: string | undefined): 'en-us' | 'es-us' {
  return /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es-us' : 'en-us';
}
