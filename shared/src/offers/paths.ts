/**
 * 002 §7 "Offer tiles" and "Signature hero": where the offers calls answer. The tile call has two paths; the browser
 * picks one with the OFFERS_PRODUCTS_API flag (GET /config/flags: offersProductsApi).
 */
export const WEB_SALES_OFFER_TILE_PREFIX = '/msapi/sales/websalesofferorchms/v1';
export const PRODUCTS_PAPI_PREFIX = '/msapi/onlinesalesorchestration/products-papi/v1';
export const CONTENT_ORCHESTRATION_PREFIX = '/msapi/idp-content-orchestration/v1';
export const WIRELESS_SALES_EAPI_V2_PREFIX = '/msapi/salesapi/wireless-sales-eapi/v2';

/** The legal texts an offer's legalModalPath names live under this path (the content system's shared legal feed). */
export const OFFER_LEGAL_PATH = `${CONTENT_ORCHESTRATION_PREFIX}/scms/shared/offers/legal/`;

export const offerPaths = {
  /** POST: the tabs of offers for a page. */
  tile: (productsApi = false) => `${productsApi ? PRODUCTS_PAPI_PREFIX : WEB_SALES_OFFER_TILE_PREFIX}/offers/tile`,
  /** GET: the shared offer tile content (labels and status wording). */
  offertile: () => `${CONTENT_ORCHESTRATION_PREFIX}/scms/shared/offers/offertile`,
  legal: (legalId: string) => `${OFFER_LEGAL_PATH}${encodeURIComponent(legalId)}`,
  /** GET: a referral by the gateway's serial number or the address's place id (header appname=websales). */
  referral: (key: { serialNumber: string } | { placeId: string }) =>
    `${WIRELESS_SALES_EAPI_V2_PREFIX}/referral?${new URLSearchParams({ initialize: 'true', ...key })}`,
} as const;

/**
 * Only a legal path on this site's content service is fetched: a legalModalPath is content, and content must not
 * be able to send the browser's request anywhere else.
 */
export function isOfferLegalPath(path: string): boolean {
  return /^\/msapi\/idp-content-orchestration\/v1\/scms\/shared\/offers\/legal\/[A-Za-z0-9_-]{1,64}$/.test(path);
}

/** 002 §9: the offers request time-out, the default offers page id and the partner card's offer id. */
export const OFFERS_TIMEOUT_MS = 20_000;
export const DEFAULT_OFFERS_PAGE_ID = 'PSC_LEARN';
export const PARTNER_CARD_OFFER_ID = 'citibank';
/** 002 §7 Signature hero: the customerOffer page id, and the 1 s delay of its fan-category analytics (§9). */
export const SIGNATURE_HERO_PAGE_ID = 'TOKENLANDER';
export const FAN_CATEGORY_ANALYTICS_DELAY_MS = 1_000;
/** 002 §9 carousel: 1.2 slides in view, 2.2 in accordion view. */
export const CAROUSEL_SLIDES = { standard: 1.2, accordion: 2.2 } as const;
