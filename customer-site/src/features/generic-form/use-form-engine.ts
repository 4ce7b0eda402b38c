import { useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import useMediaQuery from '@mui/material/useMediaQuery';
import { localIsoDate } from '@carrier/shared/core';
import {
  formatPhoneInput,
  FORM_TIMINGS,
  validateField,
  validateForm,
  type FieldValue,
  type FormDefinition,
  type FormField,
} from '@carrier/shared/forms';
import { useSubmissionKey } from '../../api/use-submission-key.ts';
import { SessionContext } from '../../site/session/session-context.ts';
import { useInitialData } from '../../site/initial-data/use-initial-data.ts';
import { siteErrorMessage } from '../../site/site-text.ts';
import { useLocale } from '../../site/use-locale.ts';
import { useTypedBeforeHydration } from '../../site/hydration/use-typed-before-hydration.ts';
import { submitGenericForm } from './api/submit-form.ts';
import { formCallback } from './form-callbacks.ts';
import { layoutRows } from './form-layout.ts';
import { allValid, fieldsOf, formReducer, initialFormState, type FormState } from './form-state.ts';
import { trackFormEvent } from './track-form-event.ts';
import { focusTarget } from './focus-target.ts';
import { useGenericFormText } from './use-generic-form-text.ts';
import { debounceFor } from './validation-timing.ts';

/** The kinds a customer answers (the others are text, links, buttons and hidden values). */
const INPUT_KINDS = new Set<FormField['kind']>([
  'textField',
  'textArea',
  'password',
  'date',
  'phone',
  'checkbox',
  'radio',
  'dropdown',
  'typeAhead',
]);

/** What a generic form's view reads and calls: the form's state and its handlers (002 §2.10, §4). */
export interface FormEngine {
  definition: FormDefinition;
  state: FormState;
  /** The fields as this page sees them (overrides applied), grouped into rows for this screen size. */
  fields: FormField[];
  rows: FormField[][];
  /** What the assertive live region says. */
  liveText: string;
  submitDisabled: boolean;
  /** False until the page's scripts run the form (server rendering, hydration): its submit is then a plain button. */
  inputId(fieldId: string): string;
  onChange(field: FormField, value: FieldValue, selected?: boolean): void;
  onBlur(field: FormField): void;
  onClick(field: FormField): void;
  onSubmit(event: FormEvent): void;
  /** After a success: a new submission key and the form as first shown, for another request. */
  onStartNew(): void;
  /** After a key clash: send these answers as a new submission (a new key). */
  onSendAsNew(): void;
}

/**
 * 002 §4 the generic form engine's controller: validates fields with the shared rules as the user types (debounced
 * by kind), and on submit checks everything, explains what is wrong (live region, focus on the first invalid
 * input, the invalid-submit callback) or sends the form and records the outcome for the status area.
 */
export function useFormEngine(definition: FormDefinition, formId: string): FormEngine {
  const text = useGenericFormText();
  const locale = useLocale();
  const messages = {
    success: definition.successMsg ?? text.success,
    failure: definition.failureMsg ?? text.failure,
    invalid: definition.invalidMsg ?? text.invalid,
  };
  const [state, dispatch] = useReducer(formReducer, undefined, () => initialFormState(definition, messages, locale));
  const stateRef = useRef(state);
  stateRef.current = state;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Content that forces the invalid state shows the live region's text too (002 §4), so QA hears what a user hears.
  const [liveText, setLiveText] = useState(definition.forceState === 'invalid' ? text.liveRegionErrors : '');
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  // Outside the site's session provider nobody is signed in, and the form is sent without a CSRF token.
  const session = useContext(SessionContext)?.session;
  const { pathname } = useLocation();
  // Rendered on the server (and hydrated) as the server guessed the screen, so a phone's rows do not move on load.
  const viewport = useInitialData('viewport');
  const mobile = useMediaQuery(`(max-width: ${definition.breakpoint - 0.02}px)`, {
    defaultMatches: viewport?.mobile ?? false,
  });
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const rows = useMemo(() => layoutRows(fields, mobile), [fields, mobile]);
  const inputId = useCallback((id: string) => `gf-${formId}-${id}`, [formId]);
  const submissionKey = useSubmissionKey(`form:${pathname}:${formId}`);
  // A double click reaches the submit twice before the disabled button renders: only the first one sends.
  const sending = useRef(false);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  // 002 §4: scroll to and focus the first invalid input, textarea or combobox once the errors are on screen.
  useEffect(() => {
    if (!focusRequest) return;
    const el = document.getElementById(inputId(focusRequest.id));
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
  }, [focusRequest, inputId]);

  const validateNow = (field: FormField, value: FieldValue, selected?: boolean) => {
    const s = stateRef.current;
    const values = { ...s.values, [field.id]: value };
    const result = validateField(field, value, {
      values,
      today: localIsoDate(),
      locale,
      typeaheadSelected: selected ?? s.selected[field.id] ?? false,
    });
    dispatch({ type: 'validated', id: field.id, error: result.ok ? null : result.message });
  };

  const schedule = (field: FormField, delay: number) => {
    clearTimeout(timers.current.get(field.id));
    timers.current.set(
      field.id,
      setTimeout(() => validateNow(field, stateRef.current.values[field.id] ?? '', undefined), delay),
    );
  };

  const onChange = (field: FormField, value: FieldValue, selected?: boolean) => {
    dispatch({ type: 'change', id: field.id, value, ...(selected === undefined ? {} : { selected }) });
    // 002 §5 matchesField: a field that must equal this one is checked again once it has been checked before.
    for (const dependent of fields) {
      if (dependent.validationType?.matchesField !== field.id || stateRef.current.validity[dependent.id] === 'unknown')
        continue;
      const own = stateRef.current.values[dependent.id] ?? '';
      const result = validateField(dependent, own, {
        values: { ...stateRef.current.values, [field.id]: value },
        today: localIsoDate(),
        locale,
        typeaheadSelected: stateRef.current.selected[dependent.id] ?? false,
      });
      dispatch({ type: 'validated', id: dependent.id, error: result.ok ? null : result.message });
    }
    const delay = debounceFor(field);
    if (field.kind === 'typeAhead') {
      if (selected || value === '') validateNow(field, value, selected);
    } else if (delay === 0) validateNow(field, value);
    else schedule(field, delay);
    if (definition.displayExistingCustomerBanner && field.existingCustomerValues) {
      dispatch({ type: 'banner', on: typeof value === 'string' && field.existingCustomerValues.includes(value) });
    }
    formCallback(definition.onChange)?.change?.(field.id, value);
  };

  // What the customer typed, ticked or chose before the scripts ran becomes their answer, checked as if just typed.
  const inputs = fields.filter((f) => INPUT_KINDS.has(f.kind));
  useTypedBeforeHydration(
    inputs.map((f) => {
      const value = state.values[f.id];
      return {
        id: inputId(f.id),
        current: f.kind === 'checkbox' ? value === true : typeof value === 'string' ? value : '',
      };
    }),
    (index, shown) => {
      const field = inputs[index]!;
      const isPhone = field.kind === 'phone' || field.type === 'tel';
      onChange(
        field,
        isPhone && typeof shown === 'string' ? formatPhoneInput(shown) : shown,
        field.kind === 'typeAhead' ? false : undefined,
      );
    },
  );

  const onBlur = (field: FormField) => {
    if (field.kind === 'typeAhead') return validateNow(field, stateRef.current.values[field.id] ?? '');
    if (debounceFor(field) > 0 && stateRef.current.isFormTouched) schedule(field, FORM_TIMINGS.blurDelayMs);
  };

  const submit = async () => {
    timers.current.forEach((t) => clearTimeout(t));
    timers.current.clear();
    const s = stateRef.current;
    const check = validateForm(definition, s.values, {
      today: localIsoDate(),
      locale,
      typeaheadSelected: (id) => s.selected[id] ?? false,
    });
    if (!definition.supressFormSubmit) trackFormEvent('formSubmit', definition.eventCode, definition.formName);
    const errors = Object.fromEntries(Object.entries(check.results).map(([id, r]) => [id, r.ok ? null : r.message]));
    if (!check.allValid) {
      dispatch({ type: 'submitInvalid', errors, message: messages.invalid });
      // Re-announce even when the text is unchanged.
      setLiveText('');
      setTimeout(() => setLiveText(text.liveRegionErrors), 50);
      setFocusRequest({ id: focusTarget(fields, check.invalidIds[0]!, check.results), n: Date.now() });
      formCallback(definition.customInvalidSubmit)?.invalidSubmit?.(check.invalidIds);
      return;
    }
    dispatch({ type: 'submitInvalid', errors, message: '' });
    setLiveText('');
    dispatch({ type: 'submitStarted' });
    const custom = formCallback(definition.customValidSubmit)?.validSubmit;
    if (custom) {
      const result = await custom(s.values, definition).catch(() => ({ success: false, message: '' }));
      dispatch({
        type: 'submitDone',
        ok: result.success,
        message: result.success ? messages.success : result.message || messages.failure,
      });
      return;
    }
    sending.current = true;
    const result = await submitGenericForm(definition, s.values, {
      pagePath: pathname,
      formId,
      submissionKey: submissionKey.current(),
      ...(session?.status === 'signedIn' ? { csrfToken: session.me.csrfToken } : {}),
    }).finally(() => {
      sending.current = false;
    });
    trackFormEvent(
      result.ok ? 'formResponse' : `Failure_System_${result.status}`,
      definition.eventCode,
      definition.formName,
    );
    dispatch({
      type: 'submitDone',
      ok: result.ok,
      message: result.ok
        ? definition.supressFormSuccessMsg
          ? ''
          : messages.success
        : result.keyReused
          ? ''
          : result.throttled
            ? siteErrorMessage(locale, result.throttled)
            : messages.failure,
      receipt: result.receipt,
      keyReused: result.keyReused,
    });
  };

  const submitField = fields.find((f) => f.id.startsWith('submit_btn'));
  const submitDisabled =
    state.status === 'submitting' ||
    state.status === 'success' ||
    state.bannerOn ||
    (Boolean(submitField?.validationType?.required) && !allValid(definition, state));

  return {
    definition,
    state,
    fields,
    rows,
    liveText,
    submitDisabled,
    inputId,
    onChange,
    onBlur,
    onClick: (field) => formCallback(field.callbacks?.onClick)?.click?.(field.id),
    onSubmit: (event) => {
      event.preventDefault();
      if (!submitDisabled && !sending.current) void submit();
    },
    onStartNew: () => {
      submissionKey.renew();
      dispatch({ type: 'restart', state: initialFormState(definition, messages, locale) });
    },
    onSendAsNew: () => {
      if (sending.current) return;
      submissionKey.renew();
      void submit();
    },
  };
}
