import { matchesWordStart } from '../core/word-search.ts';
import type { AddressCheck, Qualification } from './address-schemas.ts';
import type { ErrorContact, PlanCard, PlanMap, PlanMapEntry, PlanRecord, ProductFamily } from './label-schemas.ts';

/** 002 §9 plan grid: 9 a page, 3 cards a row. */
export const PLAN_GRID = { pageSize: 9, perRow: 3 } as const;
export const DEFAULT_ACCORDION_LABEL = 'Mobile Broadband Consumer Disclosure';
/** 002 §3: the plan map key when the content names none. */
export const DEFAULT_PLAN_MAP_CHANNEL = 'DAP_CONSUMER';

/**
 * 002 §2.1 the plan search: the plan name matches at its start or after a space, case-insensitive, ignoring
 * special characters. An empty search matches every plan.
 */
export function planNameMatches(planName: string, search: string): boolean {
  return matchesWordStart(planName, search);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** 002 §9 plans sorted alphabetically, case-insensitive, in natural numeric order ('Plan 5' before 'Plan 10'). */
export function sortPlans<T extends { planName: string }>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => collator.compare(a.planName, b.planName));
}

/** 002 §8 why the finder has no plans to show. */
export type PlanFinderErrorCode = 'GENERAL_ERROR' | 'NOT_QUALIFIED' | 'NO_RECORDS_FOUND';

export type PlanSelection =
  | { ok: true; plans: PlanRecord[]; entry: PlanMapEntry }
  | { ok: false; code: PlanFinderErrorCode; entry: PlanMapEntry | null };

/** The unique ids the map lists for a family at an address (wireline: by the address's qualification). */
export function mappedPlanIds(
  entry: PlanMapEntry,
  family: ProductFamily,
  qualified: Qualification | null,
): string[] | null {
  if (family !== 'wireline') return entry[family];
  if (!qualified) return null;
  return entry.wireline[qualified] ?? null;
}

/**
 * 002 §2.1, §8 the plans for a family at a checked address: the map's ids for the channel, found in the label
 * feed. A wireline address with no plan list for its qualification is NOT_QUALIFIED; a list none of whose plans
 * the feed has is NO_RECORDS_FOUND; a channel the map lacks is GENERAL_ERROR.
 */
export function selectPlans(
  map: PlanMap,
  channel: string,
  family: ProductFamily,
  qualified: Qualification | null,
  feed: readonly PlanRecord[],
): PlanSelection {
  const entry = map[channel];
  if (!entry) return { ok: false, code: 'GENERAL_ERROR', entry: null };
  const ids = mappedPlanIds(entry, family, qualified);
  if (!ids || ids.length === 0)
    return { ok: false, code: family === 'wireline' ? 'NOT_QUALIFIED' : 'NO_RECORDS_FOUND', entry };
  const wanted = new Set(ids);
  const plans = feed.filter((p) => p.planIds.some((id) => wanted.has(id.uniqueID)));
  if (plans.length === 0) return { ok: false, code: 'NO_RECORDS_FOUND', entry };
  return { ok: true, plans: sortPlans(plans), entry };
}

/** The page count and the plans of one page (1-based). */
export function pageOf<T>(items: readonly T[], page: number, size: number = PLAN_GRID.pageSize) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { pages, current, items: items.slice((current - 1) * size, current * size) };
}

/** 002 §3 the tax area of the broadband family, the plan card's taxationGeoCode. */
export function taxationGeoCode(check: AddressCheck): string | null {
  return check.taxAreaDetails.find((t) => t.productFamily === 'BROADBAND')?.taxAreaId ?? null;
}

/**
 * 002 §8 the finder's alert: the content's message for the code, else its GENERAL_ERROR message, else the
 * built-in 'Something went wrong. Please try again' (the page's language).
 */
export function finderErrorMessage(
  code: PlanFinderErrorCode,
  messages: Partial<Record<PlanFinderErrorCode, string>>,
  fallback: string,
): string {
  return messages[code] ?? messages.GENERAL_ERROR ?? fallback;
}

/** 002 §3 the plan card of a plan at a checked address: its heading and its nutrition label settings. */
export function toPlanCard(
  plan: PlanRecord,
  at: { check: AddressCheck; contact: ErrorContact | null; accordionLabel: string; disableLinks: boolean },
): PlanCard {
  return {
    heading: plan.planName,
    planType: plan.planType,
    nutritionLabel: {
      accordionLabel: at.accordionLabel,
      lob: plan.lob,
      uniqueId: plan.planIds[0]?.uniqueID ?? plan.label.uniqueId,
      taxationGeoCode: taxationGeoCode(at.check),
      disableLinks: at.disableLinks,
      errorContactData: at.contact,
      accType: plan.marketType === 'Business' ? 'B' : 'S',
      accSubType: /prepaid/i.test(plan.planType) ? 'R' : 'O',
    },
    label: plan.label,
  };
}
