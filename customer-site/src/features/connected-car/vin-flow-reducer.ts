import type { VinStep } from '@carrier/shared/connected-car';

/** Field errors show under the VIN field; call errors show above the form. */
export type FieldError = 'fieldError' | 'lengthError' | 'lettersError' | 'checkDigitError' | 'invalidVin';
export type CallError = 'defaultError' | 'serviceDown';

/**
 * 002 §4 the VIN flow: nothing open; the VIN modal (step 0) while the visitor types, checks and waits; a result
 * modal (steps 2–5); or the call-to-order modal. Closing any modal resets to step 0 and closes.
 */
export interface VinFlowState {
  open: 'none' | 'vin' | 'result' | 'callToOrder';
  step: VinStep;
  vin: string;
  fieldError: FieldError | null;
  callError: CallError | null;
  busy: boolean;
  redirecting: boolean;
  /** The decoded vehicle ('2021 Chevrolet Bolt EV'), for the result's heading. */
  vehicle: string | null;
  trialName: string | null;
}

export type VinFlowAction =
  | { type: 'start' }
  | { type: 'callToOrder' }
  | { type: 'typed'; vin: string }
  | { type: 'fieldError'; error: FieldError | null }
  | { type: 'checking' }
  | { type: 'decoded'; vehicle: string | null }
  | { type: 'failed'; error: CallError; clearVin: boolean }
  | { type: 'result'; step: 2 | 3 | 4 | 5; trialName?: string | null }
  | { type: 'redirecting' }
  | { type: 'close' };

export const initialVinFlow: VinFlowState = {
  open: 'none',
  step: 0,
  vin: '',
  fieldError: null,
  callError: null,
  busy: false,
  redirecting: false,
  vehicle: null,
  trialName: null,
};

export function vinFlowReducer(state: VinFlowState, action: VinFlowAction): VinFlowState {
  switch (action.type) {
    case 'start':
      return { ...initialVinFlow, open: 'vin' };
    case 'callToOrder':
      return { ...initialVinFlow, open: 'callToOrder' };
    case 'typed':
      // a field error stays until the next check (blur or submit) decides again; a call error is old news
      return { ...state, vin: action.vin, callError: null };
    case 'fieldError':
      return { ...state, fieldError: action.error, busy: false };
    case 'checking':
      return { ...state, busy: true, fieldError: null, callError: null, vehicle: null, trialName: null };
    case 'decoded':
      return { ...state, vehicle: action.vehicle };
    case 'failed':
      return { ...state, busy: false, callError: action.error, vin: action.clearVin ? '' : state.vin };
    case 'result':
      return { ...state, busy: false, open: 'result', step: action.step, trialName: action.trialName ?? null };
    case 'redirecting':
      return { ...state, redirecting: true };
    case 'close':
      return initialVinFlow;
  }
}
