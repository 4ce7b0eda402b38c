import {
  EMPTY_ESCALATION,
  ESCALATION_TEXTS,
  escalationErrors,
  escalationFieldError,
  type EscalationField,
  type EscalationTexts,
  type EscalationValues,
} from '@carrier/shared/escalation';

/**
 * 002 §4 the escalation form: editing; invalid (errors shown, the form scrolled to); submitting (button disabled);
 * then success (reference shown, hero hidden) or an error banner over the form, still filled in.
 */
export interface EscalationState {
  status: 'editing' | 'invalid' | 'submitting' | 'success' | 'failed';
  values: EscalationValues;
  /** Fields the visitor has left or changed since the form showed (their errors show). */
  touched: Partial<Record<EscalationField, boolean>>;
  errors: Partial<Record<EscalationField, string>>;
  refId: string | null;
}

export type EscalationAction =
  | { type: 'change'; field: keyof EscalationValues; value: string | boolean }
  | { type: 'blur'; field: EscalationField }
  | { type: 'submit' }
  | { type: 'submitDone'; refId: string }
  | { type: 'submitFailed' };

export const initialEscalationState: EscalationState = {
  status: 'editing',
  values: EMPTY_ESCALATION,
  touched: {},
  errors: {},
  refId: null,
};

const fieldOf = (key: keyof EscalationValues): EscalationField =>
  key === 'morning' || key === 'evening' ? 'contactTime' : key;

/** The errors of the touched fields (all of them after a submit), with the page's wording. */
function visibleErrors(
  values: EscalationValues,
  touched: EscalationState['touched'],
  t: EscalationTexts,
): EscalationState['errors'] {
  const all = escalationErrors(values, t);
  return Object.fromEntries(Object.entries(all).filter(([field]) => touched[field as EscalationField]));
}

export function escalationReducer(t: EscalationTexts = ESCALATION_TEXTS.en) {
  return (state: EscalationState, action: EscalationAction): EscalationState => {
    switch (action.type) {
      case 'change': {
        if (state.status === 'submitting' || state.status === 'success') return state;
        const values = { ...state.values, [action.field]: action.value };
        // 002 §5: a changed product changes which number is asked for; its error shows once the field is left
        const touched = { ...state.touched, [fieldOf(action.field)]: true };
        if (action.field === 'product') {
          delete touched.accountNumber;
          delete touched.wirelessNumber;
        }
        const status = state.status === 'failed' ? 'failed' : 'editing';
        return { ...state, status, values, touched, errors: visibleErrors(values, touched, t) };
      }
      case 'blur': {
        const touched = { ...state.touched, [action.field]: true };
        const message = escalationFieldError(action.field, state.values, t);
        const errors = { ...state.errors };
        if (message) errors[action.field] = message;
        else delete errors[action.field];
        return { ...state, touched, errors };
      }
      case 'submit': {
        if (state.status === 'submitting' || state.status === 'success') return state;
        const errors = escalationErrors(state.values, t);
        const touched = Object.fromEntries(Object.keys(errors).map((k) => [k, true]));
        if (Object.keys(errors).length > 0)
          return { ...state, status: 'invalid', errors, touched: { ...state.touched, ...touched } };
        return { ...state, status: 'submitting', errors: {} };
      }
      case 'submitDone':
        return { ...state, status: 'success', refId: action.refId };
      case 'submitFailed':
        return { ...state, status: 'failed' };
    }
  };
}
