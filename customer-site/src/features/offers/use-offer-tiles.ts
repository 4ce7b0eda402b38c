import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@carrier/shared/content';
import {
  DEFAULT_OFFERS_PAGE_ID,
  partnerTileView,
  visibleTabs,
  type OfferTab,
  type OfferTileContent,
  type PartnerTileView,
  type TileRequest,
} from '@carrier/shared/offers';
import { getFlags } from '../../api/flags.ts';
import { getOfferTileContent } from './api/offer-content.ts';
import { getOfferTiles } from './api/offer-tiles.ts';
import { readOfferQuery } from './offer-query.ts';
import { partnerDealerCode } from './partner-attributes.ts';
import { sessionStore } from '../../site/program-storage.ts';
import type { OfferTilesProps } from './offer-tiles-props.ts';

export type OfferTilesState =
  { status: 'loading' } | { status: 'ready'; tabs: OfferTab[]; labels: OfferTileContent; partnerView: PartnerTileView };

/**
 * The offers of a tiles panel: asked for in the browser (the partner status is in the address), with the shared
 * tile wording beside them; shown per tab after exclusions, by marketingPriority, cut to offersLimit, without a
 * partner card the issuer's status hides (002 §3, §4).
 */
export function useOfferTiles(props: OfferTilesProps, locale: Locale): OfferTilesState {
  const { search } = useLocation();
  const query = useMemo(() => readOfferQuery(search), [search]);
  const [state, setState] = useState<OfferTilesState>({ status: 'loading' });
  const { pageId, offerTypes, campaignId, offersLimit } = props;
  // the props are parsed again on every render: the exclusions and the request's settings are compared by value
  const excluded = (props.excludedOfferIds ?? []).join(',');
  const settings = JSON.stringify({
    customerType: props.customerType,
    uniqueUrlName: props.uniqueUrlName,
    deviceInfo: props.deviceInfo,
    deviceType: props.deviceType,
    paymentType: props.paymentType,
    bogoPromoId: props.bogoPromoId,
    stack: props.stack,
  });

  useEffect(() => {
    let live = true;
    void (async () => {
      const flags = await getFlags();
      const dealerCode = partnerDealerCode(sessionStore());
      const [tabs, labels] = await Promise.all([
        getOfferTiles(
          {
            pageId: pageId ?? DEFAULT_OFFERS_PAGE_ID,
            offerTypes: offerTypes ?? '',
            // 002 §7: the page's own settings, and the dealer code a partner's pages left in session storage
            ...(JSON.parse(settings) as Partial<TileRequest>),
            ...(dealerCode ? { dealerCode } : {}),
            ...(query.partnerStatus ? { citiApplicationStatus: query.partnerStatus } : {}),
            ...(query.losgId ? { losgId: query.losgId } : {}),
          },
          { productsApi: flags.offersProductsApi, locale, ...(campaignId ? { campaignId } : {}) },
        ),
        getOfferTileContent(locale, campaignId),
      ]);
      if (!live) return;
      const partnerView = partnerTileView(query.partnerStatus, query.eligibleToReapply);
      setState({
        status: 'ready',
        tabs: visibleTabs(tabs, { offersLimit, excludedOfferIds: excluded ? excluded.split(',') : [] }, partnerView),
        labels,
        partnerView,
      });
    })();
    return () => {
      live = false;
    };
  }, [pageId, offerTypes, campaignId, offersLimit, excluded, settings, query, locale]);

  return state;
}
