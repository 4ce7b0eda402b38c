import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhoneInput, isAllowedPhoneKey, PHONE_MAX_LENGTH, type FormField } from '@carrier/shared/forms';
import { useFormField } from './use-form-field.ts';

/**
 * 002 §2.10 text-like kinds (textField, textArea, password, date, phone). The kind says how a field looks; its input
 * type (002 §3) refines a text field: tel is a phone field, and password, date and email get their own input.
 */
export function TextInputField({ field }: { field: FormField }) {
  const { inputId, text, error, required, helper, helperId, onChange, onBlur } = useFormField(field);
  const isPhone = field.kind === 'phone' || field.type === 'tel';
  const isDate = field.kind === 'date' || field.type === 'date';
  const inlineId = `${inputId}-inline`;
  const describedBy =
    [field.inlineLabelTxt ? inlineId : null, helper ? helperId : null].filter(Boolean).join(' ') || undefined;
  const multiline = field.kind === 'textArea' || field.type === 'text_area';
  const type =
    field.kind === 'password' || field.type === 'password'
      ? 'password'
      : isDate
        ? 'date'
        : isPhone
          ? 'tel'
          : field.type === 'email'
            ? 'email'
            : 'text';
  const input = (
    <TextField
      id={inputId}
      fullWidth
      label={field.text}
      type={type}
      value={text}
      required={required}
      multiline={multiline}
      // a fixed height (it scrolls): the server renders it as the browser shows it, so nothing moves on load
      rows={multiline ? 4 : undefined}
      placeholder={field.placeHolder}
      disabled={field.disabled}
      error={Boolean(error)}
      helperText={helper}
      onChange={(e) => onChange(isPhone ? formatPhoneInput(e.target.value) : e.target.value)}
      onBlur={onBlur}
      onKeyDown={
        isPhone
          ? (e) => {
              if (!isAllowedPhoneKey(e)) e.preventDefault();
            }
          : undefined
      }
      slotProps={{
        inputLabel: isDate ? { shrink: true } : undefined,
        formHelperText: { id: helperId },
        htmlInput: {
          maxLength: isPhone ? PHONE_MAX_LENGTH : field.maxLength,
          inputMode: isPhone
            ? 'tel'
            : field.type === 'number' || field.type === 'integer' || field.type === 'numeric'
              ? 'numeric'
              : undefined,
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

function autoCompleteFor(field: FormField): string | undefined {
  if (field.kind === 'phone' || field.type === 'tel') return 'tel';
  if (field.type === 'email') return 'email';
  const p = (field.propName ?? field.id).toLowerCase();
  if (p.includes('first')) return 'given-name';
  if (p.includes('last')) return 'family-name';
  return undefined;
}
