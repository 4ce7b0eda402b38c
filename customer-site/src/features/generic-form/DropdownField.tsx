import TextField from '@mui/material/TextField';
import { parseOption, type FormField } from '@carrier/shared/forms';
import { useFormField } from './use-form-field.ts';
import { useGenericFormText } from './use-generic-form-text.ts';

/** 002 §2.10 dropdown: a native select ('Label|value' choices) with a placeholder option first. */
export function DropdownField({ field }: { field: FormField }) {
  const { inputId, text, error, required, helper, helperId, onChange, onBlur } = useFormField(field);
  const formText = useGenericFormText();
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
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { id: helperId },
        htmlInput: { 'aria-invalid': Boolean(error), 'aria-describedby': helper ? helperId : undefined },
      }}
    >
      <option value="">{field.placeHolder ?? formText.dropdownPlaceholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
