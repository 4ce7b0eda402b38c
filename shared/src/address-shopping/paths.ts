/**
 * 002 §7 the calls of address-based shopping. The address check is a shared component whose calls the
 * specification does not show: ours live under the address-qualification service.
 */
export const ADDRESS_QUALIFICATION_PREFIX = '/msapi/salesapi/address-qualification/v1';
// the services these calls share with the offers (one prefix each, one place that spells it)
import { CONTENT_ORCHESTRATION_PREFIX, WIRELESS_SALES_EAPI_V2_PREFIX } from '../offers/paths.ts';

export { CONTENT_ORCHESTRATION_PREFIX };
export const WIRELESS_SALES_EAPI_PREFIX = WIRELESS_SALES_EAPI_V2_PREFIX;
/** 002 §7 the plan map file, outside /msapi. */
export const PLAN_MAP_PATH = '/nl-vendor-landers/nl-plans-map.json';

export const addressPaths = {
  /** The type-ahead over the address table. */
  search: (text: string) => `${ADDRESS_QUALIFICATION_PREFIX}/address/search?q=${encodeURIComponent(text)}`,
  /** 002 §3 the address check: by address id, by RG_SN, or by the address as typed (with an optional unit). */
  qualification: (query: { addressId?: string; rgSn?: string; address?: string; unit?: string }) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
    return `${ADDRESS_QUALIFICATION_PREFIX}/qualification?${params.toString()}`;
  },
};

export const labelPaths = {
  /** 002 §7 the label feed; wireline uses Fixed. */
  feed: (serviceType: 'Fixed' | 'Mobile') =>
    `${CONTENT_ORCHESTRATION_PREFIX}/graphql/nutritionlabelPlan?serviceType=${serviceType}&status=active`,
  /** The machine-readable broadband label of one unique plan id (its current version). */
  label: (uniqueId: string) => `${CONTENT_ORCHESTRATION_PREFIX}/broadband-labels/${encodeURIComponent(uniqueId)}`,
  versions: (uniqueId: string) =>
    `${CONTENT_ORCHESTRATION_PREFIX}/broadband-labels/${encodeURIComponent(uniqueId)}/versions`,
  version: (uniqueId: string, version: number) =>
    `${CONTENT_ORCHESTRATION_PREFIX}/broadband-labels/${encodeURIComponent(uniqueId)}/versions/${version}`,
};

export const instantOnPaths = {
  baseOffers: `${WIRELESS_SALES_EAPI_PREFIX}/baseoffers`,
  addToCart: `${WIRELESS_SALES_EAPI_PREFIX}/instanton-addtocart`,
  /** The cart page's read of the cart this browser filled. */
  cart: `${WIRELESS_SALES_EAPI_PREFIX}/instanton-cart`,
};

/** 002 §2.6, §9 the cart page default, overridable by content. */
export const DEFAULT_CART_URL = '/buy/shoppingcart?hideGN=true';
