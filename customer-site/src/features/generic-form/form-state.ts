import { localIsoDate } from '@carrier/shared/core';
import {
  applyOverrides,
  isHiddenField,
  validateForm,
  VALUE_KINDS,
  type FieldValue,
  type FormDefinition,
  type FormField,
} from '@carrier/shared/forms';

/** 002 §4 per-field validity: unknown until checked (hidden fields start valid). */
export type Validity = 'unknown' | boolean;

export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure' | 'invalid';

export interface FormState {
  values: Record<string, FieldValue>;
  validity: Record<string, Validity>;
  errors: Record<string, string | undefined>;
  /** Type-ahead fields whose value is a chosen suggestion. */
  selected: Record<string, boolean>;
  isFormTouched: boolean;
  status: FormStatus;
  /** The status area's message (green on success, red otherwise). */
  message: string;
  /** 002 §2.10 existing-customer banner. */
  bannerOn: boolean;
  /** After a successful send: the stored submission's reference, and whether it had already been received. */
  receipt: { reference: string; alreadyReceived: boolean } | null;
  /** The submission key went with a different submission earlier in this visit: nothing was stored. */
  keyReused: boolean;
}

export type FormAction =
  | { type: 'change'; id: string; value: FieldValue; selected?: boolean }
  | { type: 'validated'; id: string; error: string | null }
  | { type: 'submitStarted' }
  | { type: 'submitInvalid'; errors: Record<string, string | null>; message: string }
  | {
      type: 'submitDone';
      ok: boolean;
      message: string;
      receipt?: FormState['receipt'] | undefined;
      keyReused?: boolean | undefined;
    }
  | { type: 'banner'; on: boolean }
  | { type: 'restart'; state: FormState };

/** The fields as this page sees them (overrides applied). */
export function fieldsOf(definition: FormDefinition): FormField[] {
  return (definition.formData ?? []).map((f) => applyOverrides(f, definition.pageId));
}

export function initialFormState(
  definition: FormDefinition,
  messages: { success: string; failure: string; invalid: string },
  locale?: string,
): FormState {
  const values: Record<string, FieldValue> = {};
  const validity: Record<string, Validity> = {};
  for (const f of fieldsOf(definition)) {
    if (!VALUE_KINDS.has(f.kind)) continue;
    values[f.id] = f.kind === 'checkbox' ? null : (f.value ?? f.defaultValue ?? '');
    validity[f.id] = isHiddenField(f) ? true : 'unknown';
  }
  const errors: Record<string, string | undefined> = {};
  // Content can force a state so authors and QA see it without a back end.
  const forced = definition.forceState;
  const status: FormStatus = forced ?? 'idle';
  const message =
    forced === 'success'
      ? messages.success
      : forced === 'failure'
        ? messages.failure
        : forced === 'invalid'
          ? messages.invalid
          : '';
  if (forced === 'invalid') {
    // The invalid state as a submit would leave it: every field checked, each error beside its field.
    const check = validateForm(definition, values, { today: localIsoDate(), locale });
    for (const [id, r] of Object.entries(check.results)) {
      validity[id] = r.ok;
      if (!r.ok) errors[id] = r.message;
    }
  }
  // A preset existing-customer value shows the banner from the start (002 §2.10).
  const bannerOn =
    definition.displayExistingCustomerBanner &&
    fieldsOf(definition).some((f) => f.existingCustomerValues?.includes(String(values[f.id] ?? '')));
  return {
    values,
    validity,
    errors,
    selected: {},
    isFormTouched: forced === 'invalid',
    status,
    message,
    bannerOn,
    receipt: null,
    keyReused: false,
  };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: { ...state.values, [action.id]: action.value },
        selected: action.selected === undefined ? state.selected : { ...state.selected, [action.id]: action.selected },
        isFormTouched: true,
      };
    case 'validated':
      return {
        ...state,
        validity: { ...state.validity, [action.id]: action.error === null },
        errors: { ...state.errors, [action.id]: action.error ?? undefined },
      };
    case 'submitStarted':
      return { ...state, status: 'submitting', message: '', keyReused: false };
    case 'submitInvalid': {
      const validity = { ...state.validity };
      const errors = { ...state.errors };
      for (const [id, error] of Object.entries(action.errors)) {
        validity[id] = error === null;
        errors[id] = error ?? undefined;
      }
      return { ...state, validity, errors, isFormTouched: true, status: 'invalid', message: action.message };
    }
    case 'submitDone':
      return {
        ...state,
        status: action.ok ? 'success' : 'failure',
        message: action.message,
        receipt: action.ok ? (action.receipt ?? null) : null,
        keyReused: !action.ok && action.keyReused === true,
      };
    case 'banner':
      return { ...state, bannerOn: action.on };
    case 'restart':
      return action.state;
  }
}

/** 002 §4: all valid when every field that is not skipped is valid. */
export function allValid(definition: FormDefinition, state: FormState): boolean {
  return fieldsOf(definition)
    .filter((f) => VALUE_KINDS.has(f.kind) && !f.skipFieldOnFormSubmit)
    .every((f) => state.validity[f.id] === true);
}
