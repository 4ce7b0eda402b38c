import { useContext, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULT_SALES_PHONE, GENERIC_FORM_TEXT } from '@carrier/shared/content/generic-form';
import { FORM_LIMITS, FORM_TIMINGS, isHiddenField, todayIso, validateField, validateForm, VALUE_KINDS, type FieldValue, type FormDefinition, type FormField } from '@carrier/shared/forms/index';
import { SessionContext } from '../../site/session/session-context.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { FormFieldView } from './FormFieldView.tsx';
import { formCallback } from './form-callbacks.ts';
import { columnPlacement, isSubmitRow, layoutRows } from './form-layout.ts';
import { allValid, fieldsOf, formReducer, initialFormState } from './form-state.ts';
import { submitGenericForm } from './api/submit-form.ts';
import { trackFormEvent } from './track-form-event.ts';

/** 002 §9: how long after the last keystroke a field is validated, by kind; 0 is at once. */
function debounceFor(field: FormField): number {
  // 002 §4: date fields validate on change (or submit), without waiting.
  if (field.kind === 'date' || field.type === 'date') return 0;
  if (field.kind === 'phone' || field.type === 'tel') return FORM_TIMINGS.phoneDebounceMs;
  if (field.kind === 'textField' || field.kind === 'textArea' || field.kind === 'password') return FORM_TIMINGS.textDebounceMs;
  return 0;
}

/**
 * 002 §2.10, §4 the generic form engine: lays out a definition's fields, validates them with the shared rules as
 * the user types, and on submit checks everything, explains what is wrong (summary, live region, focus on the
 * first invalid input) or sends the form and shows the outcome in the status area.
 */
export function FormEngine({ definition, formId }: { definition: FormDefinition; formId: string }) {
  const messages = {
    success: definition.successMsg ?? GENERIC_FORM_TEXT.success,
    failure: definition.failureMsg ?? GENERIC_FORM_TEXT.failure,
    invalid: definition.invalidMsg ?? GENERIC_FORM_TEXT.invalid,
  };
  const [state, dispatch] = useReducer(formReducer, undefined, () => initialFormState(definition, messages));
  const stateRef = useRef(state);
  stateRef.current = state;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Content that forces the invalid state shows the live region's text too (002 §4), so QA hears what a user hears.
  const [liveText, setLiveText] = useState(definition.forceState === 'invalid' ? GENERIC_FORM_TEXT.liveRegionErrors : '');
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  const session = useContext(SessionContext)?.session;
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${definition.breakpoint - 0.02}px)`);
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const rows = useMemo(() => layoutRows(fields, mobile), [fields, mobile]);
  const inputId = (id: string) => `gf-${formId}-${id}`;

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
  }, [focusRequest]);

  const validateNow = (field: FormField, value: FieldValue, selected?: boolean) => {
    const s = stateRef.current;
    const values = { ...s.values, [field.id]: value };
    const result = validateField(field, value, { values, today: todayIso(), typeaheadSelected: selected ?? s.selected[field.id] ?? false });
    dispatch({ type: 'validated', id: field.id, error: result.ok ? null : result.message });
  };

  const schedule = (field: FormField, delay: number) => {
    clearTimeout(timers.current.get(field.id));
    timers.current.set(field.id, setTimeout(() => validateNow(field, stateRef.current.values[field.id] ?? '', undefined), delay));
  };

  const onChange = (field: FormField, value: FieldValue, selected?: boolean) => {
    dispatch({ type: 'change', id: field.id, value, ...(selected === undefined ? {} : { selected }) });
    // 002 §5 matchesField: a field that must equal this one is checked again once it has been checked before.
    for (const dependent of fields) {
      if (dependent.validationType?.matchesField !== field.id || stateRef.current.validity[dependent.id] === 'unknown') continue;
      const own = stateRef.current.values[dependent.id] ?? '';
      const result = validateField(dependent, own, {
        values: { ...stateRef.current.values, [field.id]: value }, today: todayIso(), typeaheadSelected: stateRef.current.selected[dependent.id] ?? false,
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

  const onBlur = (field: FormField) => {
    if (field.kind === 'typeAhead') return validateNow(field, stateRef.current.values[field.id] ?? '');
    if (debounceFor(field) > 0 && stateRef.current.isFormTouched) schedule(field, FORM_TIMINGS.blurDelayMs);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitDisabled) return;
    timers.current.forEach((t) => clearTimeout(t));
    timers.current.clear();
    const s = stateRef.current;
    const check = validateForm(definition, s.values, { today: todayIso(), typeaheadSelected: (id) => s.selected[id] ?? false });
    if (!definition.supressFormSubmit) trackFormEvent('formSubmit', definition.eventCode, definition.formName);
    const errors = Object.fromEntries(Object.entries(check.results).map(([id, r]) => [id, r.ok ? null : r.message]));
    if (!check.allValid) {
      dispatch({ type: 'submitInvalid', errors, message: messages.invalid });
      // Re-announce even when the text is unchanged.
      setLiveText('');
      setTimeout(() => setLiveText(GENERIC_FORM_TEXT.liveRegionErrors), 50);
      setFocusRequest({ id: focusTarget(check.invalidIds[0]!, check.results), n: Date.now() });
      formCallback(definition.customInvalidSubmit)?.invalidSubmit?.(check.invalidIds);
      return;
    }
    dispatch({ type: 'submitInvalid', errors, message: '' });
    setLiveText('');
    dispatch({ type: 'submitStarted' });
    const custom = formCallback(definition.customValidSubmit)?.validSubmit;
    if (custom) {
      const result = await custom(s.values, definition).catch(() => ({ success: false, message: '' }));
      dispatch({ type: 'submitDone', ok: result.success, message: result.success ? messages.success : result.message || messages.failure });
      return;
    }
    const result = await submitGenericForm(definition, s.values, {
      pagePath: pathname, formId, ...(session?.status === 'signedIn' ? { csrfToken: session.me.csrfToken } : {}),
    });
    trackFormEvent(result.ok ? 'formResponse' : `Failure_System_${result.status}`, definition.eventCode, definition.formName);
    dispatch({ type: 'submitDone', ok: result.ok, message: result.ok ? (definition.supressFormSuccessMsg ? '' : messages.success) : messages.failure });
  };

  /** The first invalid field gets focus, or its primary field when it asks for that and only fails to match. */
  const focusTarget = (id: string, results: ReturnType<typeof validateForm>['results']): string => {
    const field = fields.find((f) => f.id === id);
    const result = results[id];
    const primary = field?.validationType?.matchesField;
    if (primary && field.validationType?.focusPrimaryField && result && !result.ok && result.key === 'matchesField') return primary;
    return id;
  };

  const submitField = fields.find((f) => f.id.startsWith('submit_btn'));
  const submitDisabled =
    state.status === 'submitting' ||
    state.status === 'success' ||
    state.bannerOn ||
    (Boolean(submitField?.validationType?.required) && !allValid(definition, state));

  const bannerField = fields.find((f) => f.existingCustomerValues);
  const titleField = fields.find((f) => f.kind === 'header' && f.text && !isHiddenField(f));
  const invalidFields = fields.filter((f) => VALUE_KINDS.has(f.kind) && state.errors[f.id]);
  const minWidth = FORM_LIMITS.minWidthPx;

  return (
    <Container maxWidth="lg">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        // The form is named by its first header, so assistive technology announces what it is for.
        {...(titleField ? { 'aria-labelledby': inputId(titleField.id) } : { 'aria-label': definition.formName })}
        data-form-status={state.status}
        sx={{
          minWidth: minWidth.mobile,
          [`@media (min-width: ${definition.breakpoint}px)`]: { minWidth: minWidth.tablet },
          '@media (min-width: 1025px)': { minWidth: minWidth.desktop },
          maxWidth: '60rem',
          ...definition.styles,
        }}
      >
        {state.status === 'invalid' && invalidFields.length > 0 && (
          <Box sx={{ border: 4, borderColor: 'error.main', p: 2, mb: 3 }} data-testid="error-summary">
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {GENERIC_FORM_TEXT.liveRegionErrors}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {invalidFields.map((f) => (
                <li key={f.id}>
                  <Link
                    href={`#${inputId(f.id)}`}
                    color="error"
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(inputId(f.id))?.focus();
                    }}
                  >
                    {f.text ? `${f.text}: ${state.errors[f.id]}` : state.errors[f.id]}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {rows.map((row, r) =>
          state.bannerOn && isSubmitRow(row) ? (
            <Alert key={r} severity="warning" sx={{ my: 2 }} data-testid="existing-customer-banner">
              <AlertTitle component="h2">{bannerField?.alertHeading ?? GENERIC_FORM_TEXT.bannerHeading}</AlertTitle>
              {bannerField?.alertBody ?? GENERIC_FORM_TEXT.bannerBody(definition.salesPhone ?? DEFAULT_SALES_PHONE)}
            </Alert>
          ) : (
            <Box key={r} sx={{ display: 'flex', flexWrap: 'wrap', mx: -1.5, rowGap: 2, mb: 2.5 }}>
              {row
                .filter((f) => !isHiddenField(f))
                .map((f) => (
                  <Box key={f.id} sx={{ ...columnPlacement(f, definition.breakpoint), px: 1.5, minWidth: 0 }} className={f.classes}>
                    <FormFieldView
                      field={f}
                      inputId={inputId(f.id)}
                      value={state.values[f.id] ?? null}
                      error={state.errors[f.id]}
                      typeAheadApiUrl={definition.typeAheadSearchApiUrl}
                      submitDisabled={submitDisabled}
                      submitting={state.status === 'submitting'}
                      onChange={(value, selected) => onChange(f, value, selected)}
                      onBlur={() => onBlur(f)}
                      onClick={() => formCallback(f.callbacks?.onClick)?.click?.(f.id)}
                    />
                  </Box>
                ))}
            </Box>
          ),
        )}
        <Box role="status" aria-live="polite" data-testid="form-status" sx={{ minHeight: '1.5rem', mt: 1 }}>
          {state.message && (
            <Typography component="p" sx={{ fontWeight: 600, color: state.status === 'success' ? 'success.dark' : 'error.dark' }}>
              {state.message}
            </Typography>
          )}
        </Box>
        <Box aria-live="assertive" sx={visuallyHidden} data-testid="form-live-region">
          {liveText}
        </Box>
      </Box>
    </Container>
  );
}
