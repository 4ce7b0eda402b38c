import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FormField } from '@carrier/shared/forms';
import { useFormField } from './use-form-field.ts';

/** 002 §2.10 checkbox: its value is true when ticked (null until touched). */
export function CheckboxField({ field }: { field: FormField }) {
  const { inputId, value, error, required, helper, helperId, onChange, onBlur } = useFormField(field);
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormControlLabel
        control={
          <Checkbox
            id={inputId}
            checked={value === true}
            disabled={field.disabled}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
            slotProps={{
              input: {
                'aria-describedby': helper ? helperId : undefined,
                'aria-invalid': Boolean(error),
                'aria-required': required,
              },
            }}
          />
        }
        label={field.text ?? ''}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
