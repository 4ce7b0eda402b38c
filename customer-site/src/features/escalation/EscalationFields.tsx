import type { Dispatch } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  ESCALATION_LIMITS,
  ESCALATION_PRODUCTS,
  ESCALATION_TIME_ZONES,
  isWirelessProduct,
  type EscalationField,
  type EscalationTexts,
  type EscalationValues,
} from '@carrier/shared/escalation';
import type { Locale } from '@carrier/shared/content';
import type { EscalationAction, EscalationState } from './escalation-reducer.ts';
import { escalationInputId } from './escalation-input-id.ts';

interface Props {
  state: EscalationState;
  dispatch: Dispatch<EscalationAction>;
  copy: EscalationTexts;
  locale: Locale;
}

type TextKey = Exclude<keyof EscalationValues, 'morning' | 'evening'>;

/** 002 §2.7, §5 the escalation form's fields; each shows its error once left or changed, and after a submit. */
export function EscalationFields({ state, dispatch, copy, locale }: Props) {
  const lang = locale === 'es-us' ? 'es' : 'en';
  const disabled = state.status === 'submitting';
  const text = (
    field: TextKey,
    label: string,
    extra: { type?: string; maxLength?: number; autoComplete?: string; required?: boolean } = {},
  ) => {
    const error = state.errors[field as EscalationField];
    return (
      <TextField
        id={escalationInputId(field as EscalationField)}
        label={label}
        value={state.values[field]}
        required={extra.required ?? true}
        disabled={disabled}
        type={extra.type ?? 'text'}
        error={Boolean(error)}
        helperText={error}
        autoComplete={extra.autoComplete}
        onChange={(e) => dispatch({ type: 'change', field, value: e.target.value })}
        onBlur={() => dispatch({ type: 'blur', field: field as EscalationField })}
        slotProps={{ htmlInput: { maxLength: extra.maxLength } }}
        fullWidth
      />
    );
  };
  const select = (
    field: 'product' | 'timeZone',
    label: string,
    options: ReadonlyArray<{ value: string; en: string; es: string }>,
    required: boolean,
  ) => {
    const error = state.errors[field];
    return (
      <TextField
        select
        id={escalationInputId(field)}
        label={label}
        value={state.values[field]}
        required={required}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => dispatch({ type: 'change', field, value: e.target.value })}
        onBlur={() => dispatch({ type: 'blur', field })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">{copy.productChoose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o[lang]}
          </option>
        ))}
      </TextField>
    );
  };
  const wireless = isWirelessProduct(state.values.product);
  const contactError = state.errors.contactTime;
  const count = state.values.issueDetails.length;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {text('firstName', copy.firstName, { maxLength: ESCALATION_LIMITS.name, autoComplete: 'given-name' })}
      {text('lastName', copy.lastName, { maxLength: ESCALATION_LIMITS.name, autoComplete: 'family-name' })}
      {text('email', copy.email, { type: 'email', maxLength: ESCALATION_LIMITS.email, autoComplete: 'email' })}
      {text('phone', copy.phone, { type: 'tel', maxLength: ESCALATION_LIMITS.phone, autoComplete: 'tel' })}
      {select('product', copy.product, ESCALATION_PRODUCTS, true)}
      {state.values.product === ''
        ? null
        : wireless
          ? text('wirelessNumber', copy.wirelessNumber, { type: 'tel', maxLength: ESCALATION_LIMITS.phone })
          : text('accountNumber', copy.accountNumber, { maxLength: ESCALATION_LIMITS.accountNumber })}
      <FormControl
        component="fieldset"
        required
        error={Boolean(contactError)}
        disabled={disabled}
        sx={{ gridColumn: '1 / -1' }}
      >
        <FormLabel component="legend">{copy.contactTime}</FormLabel>
        <FormGroup row>
          {(['morning', 'evening'] as const).map((time) => (
            <FormControlLabel
              key={time}
              label={copy[time]}
              control={
                <Checkbox
                  id={`escalation-${time}`}
                  checked={state.values[time]}
                  onChange={(e) => dispatch({ type: 'change', field: time, value: e.target.checked })}
                  slotProps={{
                    input: { 'aria-describedby': contactError ? 'escalation-contactTime-error' : undefined },
                  }}
                />
              }
            />
          ))}
        </FormGroup>
        {contactError ? <FormHelperText id="escalation-contactTime-error">{contactError}</FormHelperText> : null}
      </FormControl>
      {select('timeZone', copy.timeZone, ESCALATION_TIME_ZONES, false)}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField
          id={escalationInputId('issueDetails')}
          label={copy.issueDetails}
          value={state.values.issueDetails}
          required
          disabled={disabled}
          multiline
          minRows={5}
          error={Boolean(state.errors.issueDetails)}
          helperText={
            state.errors.issueDetails ??
            copy.issueDetailsHelp
              .replace('{count}', String(count))
              .replace('{max}', String(ESCALATION_LIMITS.issueDetails))
          }
          onChange={(e) => dispatch({ type: 'change', field: 'issueDetails', value: e.target.value })}
          onBlur={() => dispatch({ type: 'blur', field: 'issueDetails' })}
          slotProps={{ htmlInput: { maxLength: ESCALATION_LIMITS.issueDetails } }}
          fullWidth
        />
      </Box>
    </Box>
  );
}
