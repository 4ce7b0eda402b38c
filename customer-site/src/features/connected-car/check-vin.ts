import {
  decideAfterDecode,
  isAlphanumeric,
  isVinShape,
  subscriptionFailure,
  subscriptionStep,
  vinProblem,
  type CarmakerTables,
  type SubscriptionResponse,
  type VinResult,
} from '@carrier/shared/connected-car';
import type { ApiResult } from '../../api/http.ts';
import type { SubscriptionCall } from './api/check-subscription.ts';
import type { CallError, FieldError } from './vin-flow-reducer.ts';

/** 002 §5 on blur: letters plus digits; a full-length VIN also has its letters and check digit checked. */
export function blurError(vin: string): FieldError | null {
  if (vin === '') return null;
  if (!isVinShape(vin)) return 'fieldError';
  if (vin.length !== 17) return null;
  return problemError(vin);
}

/** Before any call: the shape of 002 §5, then 17 characters, no I, O or Q, and the check digit (49 CFR 565.15). */
export function submitError(vin: string): FieldError | null {
  if (!isVinShape(vin)) return 'fieldError';
  return problemError(vin);
}

function problemError(vin: string): FieldError | null {
  const problem = vinProblem(vin);
  if (problem === 'length') return 'lengthError';
  if (problem === 'letters') return 'lettersError';
  if (problem === 'checkDigit') return 'checkDigitError';
  return null;
}

export type VinOutcome =
  | { kind: 'result'; step: 2 | 3 | 4 | 5; trialName?: string | null }
  | { kind: 'redirect'; url: string }
  | { kind: 'callError'; error: CallError; clearVin: boolean }
  | { kind: 'fieldError'; error: FieldError };

export interface VinCalls {
  decode: (vin: string) => Promise<ApiResult<VinResult>>;
  check: (call: Omit<SubscriptionCall, 'path' | 'appKey' | 'channel'>) => Promise<ApiResult<SubscriptionResponse>>;
  onDecoded?: (result: VinResult) => void;
}

/**
 * 002 §4, §8 what a checked VIN leads to: decode it (a failed call or no model year: the default text, the VIN
 * cleared), decide by year, redirect table and tenant table, then read the subscription check's answer.
 */
export async function checkVin(vin: string, tables: CarmakerTables, calls: VinCalls): Promise<VinOutcome> {
  const decoded = await calls.decode(vin);
  if (!decoded.ok || decoded.data.modelYear === null)
    return { kind: 'callError', error: 'defaultError', clearVin: true };
  calls.onDecoded?.(decoded.data);
  const decision = decideAfterDecode({ ...decoded.data, modelYear: decoded.data.modelYear }, vin, tables);
  if (decision.kind === 'step') return { kind: 'result', step: decision.step };
  if (decision.kind === 'redirect') return decision;
  // 002 §5: before the subscription call the VIN must be alphanumeric
  if (!isAlphanumeric(vin)) return { kind: 'fieldError', error: 'invalidVin' };
  const answer = await calls.check({ vin, tenant: decision.tenant });
  if (answer.ok) {
    const step = subscriptionStep(answer.data);
    return { kind: 'result', step, trialName: step === 2 ? (answer.data.metas.trial?.name ?? null) : null };
  }
  const failure = subscriptionFailure(answer.error.status);
  return 'step' in failure
    ? { kind: 'result', step: failure.step }
    : { kind: 'callError', error: failure.error === 'serviceDown' ? 'serviceDown' : 'defaultError', clearVin: false };
}

/** '2021 Chevrolet Bolt EV', or null when the decoder names no make. */
export function vehicleName(result: VinResult): string | null {
  if (!result.make) return null;
  return [result.modelYear, result.make, result.model].filter(Boolean).join(' ');
}
