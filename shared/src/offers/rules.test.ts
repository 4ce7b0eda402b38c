import { describe, expect, it } from 'vitest';
import type { Offer, OfferTab } from './schemas.ts';
import {
  defaultTabIndex,
  isPartnerCardOffer,
  partnerTileView,
  selectOffers,
  sortByMarketingPriority,
  visibleTabs,
} from './rules.ts';
import { isOfferLegalPath, offerPaths } from './paths.ts';

const offer = (offerID: string, marketingPriority: number, offerType = 'standalone'): Offer => ({
  offerID,
  offerType,
  offerCategory: offerType === 'partner' ? 'citi' : 'standalone',
  tileHeading: { heading: offerID },
  tileCopy: { text: '' },
  icon: 'tag',
  offerModal: { heading: offerID, body: '' },
  marketingPriority,
});
const ids = (offers: readonly Offer[]) => offers.map((o) => o.offerID);

describe('002 §4, §9 offers by marketingPriority', () => {
  it('sorts lowest priority first and keeps the order of equal priorities', () => {
    expect(ids(sortByMarketingPriority([offer('c', 3), offer('a', 1), offer('b1', 2), offer('b2', 2)]))).toEqual([
      'a',
      'b1',
      'b2',
      'c',
    ]);
  });

  it('drops excludedOfferIds (whatever their case), then cuts to offersLimit', () => {
    const offers = [offer('trade', 4), offer('bogo', 1), offer('citibank', 2, 'partner'), offer('save', 3)];
    expect(ids(selectOffers(offers, { excludedOfferIds: ['BOGO'] }))).toEqual(['citibank', 'save', 'trade']);
    expect(ids(selectOffers(offers, { offersLimit: 2 }))).toEqual(['bogo', 'citibank']);
    expect(ids(selectOffers(offers, { offersLimit: 2, excludedOfferIds: ['bogo', 'citibank'] }))).toEqual([
      'save',
      'trade',
    ]);
    expect(ids(selectOffers(offers, { offersLimit: 0 }))).toHaveLength(4);
  });

  it('opens the default tab, else the first', () => {
    expect(defaultTabIndex([{ default: false }, { default: true }])).toBe(1);
    expect(defaultTabIndex([{ default: false }, { default: false }])).toBe(0);
    expect(defaultTabIndex([])).toBe(0);
  });
});

describe('002 §4 the partner credit-card tile', () => {
  it('knows the partner card by its type or its offer id', () => {
    expect(isPartnerCardOffer(offer('citibank', 1))).toBe(true);
    expect(isPartnerCardOffer(offer('card', 1, 'partner'))).toBe(true);
    expect(isPartnerCardOffer(offer('bogo', 1, 'bogo'))).toBe(false);
  });

  it('shows each of the seven statuses as the spec says', () => {
    expect(partnerTileView('approved', false)).toBe('applied');
    expect(partnerTileView('accepted', true)).toBe('applied');
    expect(partnerTileView('pending', false)).toBe('inProgress');
    expect(partnerTileView('error', false)).toBe('error');
    for (const status of ['rejected', 'denied', 'declined'] as const) {
      expect(partnerTileView(status, false)).toBe('hidden');
      expect(partnerTileView(status, true)).toBe('open');
    }
    expect(partnerTileView(undefined, false)).toBe('open');
    expect(partnerTileView('', false)).toBe('open');
  });

  it('removes a hidden partner tile before the limit, and a tab left empty', () => {
    const tabs: OfferTab[] = [
      { tabName: 'Cards', default: false, offers: [offer('citibank', 1, 'partner')] },
      { tabName: 'Phones', default: true, offers: [offer('citibank', 1, 'partner'), offer('bogo', 2), offer('x', 3)] },
    ];
    const hidden = visibleTabs(tabs, { offersLimit: 2 }, 'hidden');
    expect(hidden.map((t) => t.tabName)).toEqual(['Phones']);
    expect(ids(hidden[0]!.offers)).toEqual(['bogo', 'x']);
    expect(visibleTabs(tabs, { offersLimit: 2 }, 'applied').map((t) => ids(t.offers))).toEqual([
      ['citibank'],
      ['citibank', 'bogo'],
    ]);
  });
});

describe('002 §7 offers paths', () => {
  it('chooses the tile path by flag and builds the referral query', () => {
    expect(offerPaths.tile()).toBe('/msapi/sales/websalesofferorchms/v1/offers/tile');
    expect(offerPaths.tile(true)).toBe('/msapi/onlinesalesorchestration/products-papi/v1/offers/tile');
    expect(offerPaths.referral({ serialNumber: 'ABC123456' })).toBe(
      '/msapi/salesapi/wireless-sales-eapi/v2/referral?initialize=true&serialNumber=ABC123456',
    );
  });

  it('fetches legal text only from the content service’s legal feed', () => {
    expect(isOfferLegalPath(offerPaths.legal('citibank-card'))).toBe(true);
    for (const bad of [
      'https://evil.example/legal',
      '/msapi/idp-content-orchestration/v1/scms/shared/offers/legal/../x',
      '//evil.example',
    ])
      expect(isOfferLegalPath(bad)).toBe(false);
  });
});
