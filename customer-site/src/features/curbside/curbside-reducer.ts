import {
  carErrors,
  curbsideOutcome,
  storefrontErrors,
  type CarValues,
  type CheckinMethod,
  type CurbsideRuleTexts,
  type StorefrontValues,
} from '@carrier/shared/curbside';

/**
 * 002 §2.8, §4 the check-in: no selection, then the car or the storefront form (cancel returns to no selection);
 * checking in; then the result view of the status the answer holds, or the submit error when the answer is unknown
 * or the call failed.
 */
export type CurbsideView = 'choose' | CheckinMethod | 'result' | 'submitError';

export interface CurbsideState {
  view: CurbsideView;
  submitting: boolean;
  car: CarValues;
  storefront: StorefrontValues;
  errors: Partial<Record<keyof CarValues | keyof StorefrontValues, string>>;
  /** The status word of the answer (the result view), kept as sent. */
  status: string | null;
  /** Bumped on each invalid check-in, so focus moves to the first error every time. */
  invalidAttempt: number;
}

export type CurbsideAction =
  | { type: 'choose'; method: CheckinMethod }
  | { type: 'cancel' }
  | { type: 'change'; field: keyof CarValues | keyof StorefrontValues; value: string }
  | { type: 'submit'; texts: CurbsideRuleTexts }
  | { type: 'answered'; status: string }
  | { type: 'failed' };

export const initialCurbsideState: CurbsideState = {
  view: 'choose',
  submitting: false,
  car: { parking: '', vehicleType: '', vehicleColor: '' },
  storefront: { location: '', otherNotes: '' },
  errors: {},
  status: null,
  invalidAttempt: 0,
};

/** The errors of the chosen form (none outside a form). */
export function formErrors(state: CurbsideState, texts: CurbsideRuleTexts): CurbsideState['errors'] {
  if (state.view === 'CAR') return carErrors(state.car, texts);
  if (state.view === 'STOREFRONT') return storefrontErrors(state.storefront, texts);
  return {};
}

export function curbsideReducer(state: CurbsideState, action: CurbsideAction): CurbsideState {
  if (state.submitting && action.type !== 'answered' && action.type !== 'failed') return state;
  switch (action.type) {
    case 'choose':
      return state.view === 'choose' ? { ...state, view: action.method, errors: {} } : state;
    case 'cancel':
      return { ...initialCurbsideState };
    case 'change': {
      const errors = { ...state.errors };
      delete errors[action.field];
      if (state.view === 'CAR' && action.field in state.car)
        return { ...state, car: { ...state.car, [action.field]: action.value }, errors };
      if (state.view === 'STOREFRONT' && action.field in state.storefront)
        return { ...state, storefront: { ...state.storefront, [action.field]: action.value }, errors };
      return state;
    }
    case 'submit': {
      if (state.view !== 'CAR' && state.view !== 'STOREFRONT') return state;
      const errors = formErrors(state, action.texts);
      if (Object.keys(errors).length > 0) return { ...state, errors, invalidAttempt: state.invalidAttempt + 1 };
      return { ...state, errors: {}, submitting: true };
    }
    case 'answered':
      // 002 §4: a status outside the known ones is an error
      return curbsideOutcome(action.status) === 'error'
        ? { ...state, submitting: false, view: 'submitError', status: action.status }
        : { ...state, submitting: false, view: 'result', status: action.status };
    case 'failed':
      return { ...state, submitting: false, view: 'submitError', status: null };
  }
}
