import type { DecoderResponse, RedirectEntry, SubscriptionResponse, TenantEntry, VinResult } from './schemas.ts';

/** 002 §4 the VIN flow's steps: 0 VIN modal; 2 free-trial eligible; 3 not eligible; 4 fallback offer; 5 mobile hotspot. */
export type VinStep = 0 | 2 | 3 | 4 | 5;

/** 002 §9 VIN year cut-offs. */
export const VIN_YEAR_CUTOFFS = { early: 1995, hotspot: 2015 } as const;

/** 002 §3 the decoder variables the flow reads. */
export const DECODER_VARIABLES = {
  modelYear: 'Model Year',
  make: 'Make',
  model: 'Model',
  engineManufacturer: 'Engine Manufacturer',
  manufacturerName: 'Manufacturer Name',
} as const;

/** 002 §7: the decoder's Results (Variable and Value) as a VIN result; an empty value is no value. */
export function readVinResult(response: DecoderResponse): VinResult {
  const value = (variable: string) => {
    const found = response.Results.find((r) => r.Variable === variable)?.Value?.trim();
    return found ? found : null;
  };
  const year = value(DECODER_VARIABLES.modelYear);
  return {
    modelYear: year && /^\d{4}$/.test(year) ? Number(year) : null,
    make: value(DECODER_VARIABLES.make),
    model: value(DECODER_VARIABLES.model),
    engineManufacturer: value(DECODER_VARIABLES.engineManufacturer),
    manufacturerName: value(DECODER_VARIABLES.manufacturerName),
  };
}

export type VinDecision =
  | { kind: 'step'; step: 4; offer: 'fallbackOffer' }
  | { kind: 'step'; step: 5; offer: 'mobileHotspot' }
  | { kind: 'redirect'; url: string }
  | { kind: 'subscription'; tenant: string };

export interface CarmakerTables {
  tenants: readonly TenantEntry[];
  redirects: readonly RedirectEntry[];
}

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** 002 §3: the redirect table's address for a name, with [vin] replaced. */
export function redirectFor(name: string | null, vin: string, redirects: readonly RedirectEntry[]): string | null {
  const entry = redirects.find((r) => same(name, r.manufacturer));
  return entry ? entry.url.split('[vin]').join(encodeURIComponent(vin)) : null;
}

/** 002 §3: the tenant of a model (a model can belong to a specific tenant), else of its make. */
export function tenantFor(result: VinResult, tenants: readonly TenantEntry[]): string | null {
  const byModel = tenants.find((t) => t.models.some((m) => same(result.model, m)));
  if (byModel) return byModel.tenant;
  return tenants.find((t) => t.makes.some((m) => same(result.make, m)))?.tenant ?? null;
}

/**
 * 002 §4 decisions after the VIN is decoded (the model year is known):
 * - 2015 or earlier (1995 or earlier too): step 5, mobile hotspot;
 * - later: the engine manufacturer, when present, else the manufacturer name, is looked up in the redirect table
 *   (the browser goes to the carmaker with [vin] replaced); else a make or model with a tenant leads to the
 *   subscription check; else step 4, the fallback offer.
 */
export function decideAfterDecode(
  result: VinResult & { modelYear: number },
  vin: string,
  tables: CarmakerTables,
): VinDecision {
  if (result.modelYear <= VIN_YEAR_CUTOFFS.early || result.modelYear <= VIN_YEAR_CUTOFFS.hotspot) {
    return { kind: 'step', step: 5, offer: 'mobileHotspot' };
  }
  const name = result.engineManufacturer ?? result.manufacturerName;
  const url = redirectFor(name, vin, tables.redirects);
  if (url) return { kind: 'redirect', url };
  const tenant = tenantFor(result, tables.tenants);
  if (tenant) return { kind: 'subscription', tenant };
  return { kind: 'step', step: 4, offer: 'fallbackOffer' };
}

/**
 * 002 §4 subscription outcome:
 * - retailAllowed 'false' and canRegister falsy: step 5;
 * - canRegister true and the trial available: step 2;
 * - the trial unavailable, or trial, shared, postpaid and prepaid all inactive: step 3;
 * - otherwise step 5.
 */
export function subscriptionStep(response: SubscriptionResponse): 2 | 3 | 5 {
  const { status } = response;
  const canRegister = response.permissions.canRegister === true;
  if (response.metas.retailAllowed === 'false' && !canRegister) return 5;
  if (canRegister && status.trial === 'available') return 2;
  const allInactive = [status.trial, status.shared, status.postpaid, status.prepaid].every((s) => s === 'inactive');
  if (status.trial === 'unavailable' || allInactive) return 3;
  return 5;
}

/** 002 §8: a failed subscription check: 422 leads to step 5; 500 shows the service-down text; else the default text. */
export function subscriptionFailure(status: number): { step: 5 } | { error: 'serviceDown' | 'default' } {
  if (status === 422) return { step: 5 };
  return { error: status === 500 ? 'serviceDown' : 'default' };
}
