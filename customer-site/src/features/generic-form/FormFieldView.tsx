import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GENERIC_FORM_TEXT } from '@carrier/shared/content/generic-form';
import { formatPhoneInput, isAllowedPhoneKey, parseOption, PHONE_MAX_LENGTH, type FieldValue, type FormField } from '@carrier/shared/forms/index';
import { TypeAheadField } from './TypeAheadField.tsx';

export interface FieldViewProps {
  field: FormField;
  inputId: string;
  value: FieldValue;
  error: string | undefined;
  typeAheadApiUrl: string | undefined;
  submitDisabled: boolean;
  submitting: boolean;
  onChange(value: FieldValue, selected?: boolean): void;
  onBlur(): void;
  onClick(): void;
}

/** One field of a generic form, by its 002 §2.10 kind. Errors are tied to inputs with aria-describedby. */
export function FormFieldView(p: FieldViewProps) {
  const { field, inputId, error } = p;
  const required = Boolean(field.validationType?.required);
  const text = typeof p.value === 'string' ? p.value : '';
  const helperId = `${inputId}-helper`;
  const helper = error ?? field.toolTip;

  switch (field.kind) {
    case 'hidden':
      return null;
    case 'label':
      return <Typography component="p" variant={field.labelSize ?? 'body1'} sx={{ fontWeight: 600 }}>{field.text}</Typography>;
    case 'text':
      return <Typography component="p" variant={field.labelSize ?? 'body1'}>{field.text}</Typography>;
    case 'legalText':
      return <Typography component="p" variant={field.labelSize ?? 'body2'} color="text.secondary">{field.text}</Typography>;
    case 'header':
      return (
        <>
          <Typography id={inputId} component="h2" variant={field.labelSize ?? 'h4'}>{field.text}</Typography>
          {field.underline && <Divider sx={{ mt: 1 }} />}
        </>
      );
    case 'link':
      return <Link href={field.linkTo}>{field.text}</Link>;
    case 'button': {
      const isSubmit = field.id.startsWith('submit_btn');
      return (
        <Button
          type={isSubmit ? 'submit' : 'button'}
          variant={isSubmit ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={isSubmit ? p.submitDisabled : field.disabled}
          aria-label={field.accessibility}
          onClick={isSubmit ? undefined : p.onClick}
        >
          {field.text ?? field.value}
        </Button>
      );
    }
    case 'checkbox':
      return (
        <FormControl error={Boolean(error)} required={required}>
          <FormControlLabel
            control={
              <Checkbox
                id={inputId}
                checked={p.value === true}
                disabled={field.disabled}
                onChange={(e) => p.onChange(e.target.checked)}
                onBlur={p.onBlur}
                slotProps={{ input: { 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': Boolean(error), 'aria-required': required } }}
              />
            }
            label={field.text ?? ''}
          />
          {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'radio': {
      const options = (field.buttons ?? []).map(parseOption);
      return (
        <FormControl component="fieldset" error={Boolean(error)} required={required}>
          <FormLabel component="legend" id={`${inputId}-legend`}>{field.text}</FormLabel>
          <RadioGroup
            row
            value={text}
            onChange={(e) => p.onChange(e.target.value)}
            aria-labelledby={`${inputId}-legend`}
            aria-describedby={helper ? helperId : undefined}
          >
            {options.map((o, i) => (
              <FormControlLabel
                key={o.value}
                value={o.value}
                label={o.label}
                disabled={field.disabled}
                control={<Radio id={i === 0 ? inputId : `${inputId}-${i}`} onBlur={p.onBlur} slotProps={{ input: { 'aria-invalid': Boolean(error) } }} />}
              />
            ))}
          </RadioGroup>
          {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
        </FormControl>
      );
    }
    case 'dropdown': {
      const options = (field.choices ?? field.multiOptions ?? []).map(parseOption);
      return (
        <TextField
          id={inputId}
          select
          fullWidth
          label={field.text}
          value={text}
          required={required}
          disabled={field.disabled}
          error={Boolean(error)}
          helperText={helper}
          onChange={(e) => p.onChange(e.target.value)}
          onBlur={p.onBlur}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            formHelperText: { id: helperId },
            htmlInput: { 'aria-invalid': Boolean(error), 'aria-describedby': helper ? helperId : undefined },
          }}
        >
          <option value="">{field.placeHolder ?? GENERIC_FORM_TEXT.dropdownPlaceholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </TextField>
      );
    }
    case 'typeAhead':
      return (
        <TypeAheadField
          field={field}
          inputId={inputId}
          value={text}
          error={error}
          required={required}
          apiUrl={field.apiUrl ?? p.typeAheadApiUrl ?? ''}
          onChange={(value, selected) => p.onChange(value, selected)}
          onBlur={p.onBlur}
        />
      );
    default: {
      // textField, textArea, password, date, phone
      // The kind says how a field looks; its input type (002 §3) refines a text field: tel is a phone field, and
      // password, date and email get their own input.
      const isPhone = field.kind === 'phone' || field.type === 'tel';
      const isDate = field.kind === 'date' || field.type === 'date';
      const inlineId = `${inputId}-inline`;
      const describedBy = [field.inlineLabelTxt ? inlineId : null, helper ? helperId : null].filter(Boolean).join(' ') || undefined;
      const multiline = field.kind === 'textArea' || field.type === 'text_area';
      const type = field.kind === 'password' || field.type === 'password' ? 'password' : isDate ? 'date' : isPhone ? 'tel' : field.type === 'email' ? 'email' : 'text';
      const input = (
        <TextField
          id={inputId}
          fullWidth
          label={field.text}
          type={type}
          value={text}
          required={required}
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          placeholder={field.placeHolder}
          disabled={field.disabled}
          error={Boolean(error)}
          helperText={helper}
          onChange={(e) => p.onChange(isPhone ? formatPhoneInput(e.target.value) : e.target.value)}
          onBlur={p.onBlur}
          onKeyDown={isPhone ? (e) => { if (!isAllowedPhoneKey(e)) e.preventDefault(); } : undefined}
          slotProps={{
            inputLabel: isDate ? { shrink: true } : undefined,
            formHelperText: { id: helperId },
            htmlInput: {
              maxLength: isPhone ? PHONE_MAX_LENGTH : field.maxLength,
              inputMode: isPhone ? 'tel' : field.type === 'number' || field.type === 'integer' || field.type === 'numeric' ? 'numeric' : undefined,
              autoComplete: autoCompleteFor(field),
              'aria-invalid': Boolean(error),
              'aria-describedby': describedBy,
            },
          }}
        />
      );
      if (!field.inlineLabelTxt) return input;
      // 002 §3 inline label: a short text beside the input (a unit, say), read with it by screen readers.
      return (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>{input}</Box>
          <Typography id={inlineId} component="span" className={field.inlineLabelClass} sx={{ pt: 2 }}>
            {field.inlineLabelTxt}
          </Typography>
        </Box>
      );
    }
  }
}

function autoCompleteFor(field: FormField): string | undefined {
  if (field.kind === 'phone' || field.type === 'tel') return 'tel';
  if (field.type === 'email') return 'email';
  const p = (field.propName ?? field.id).toLowerCase();
  if (p.includes('first')) return 'given-name';
  if (p.includes('last')) return 'family-name';
  return undefined;
}
