import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { parseOption, type FormField } from '@carrier/shared/forms';
import { useFormField } from './use-form-field.ts';

/** 002 §2.10 radio buttons ('Label|value' options) in a fieldset named by its legend. */
export function RadioField({ field }: { field: FormField }) {
  const { inputId, text, error, required, helper, helperId, onChange, onBlur } = useFormField(field);
  const options = (field.buttons ?? []).map(parseOption);
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={`${inputId}-legend`}>
        {field.text}
      </FormLabel>
      <RadioGroup
        row
        value={text}
        onChange={(e) => onChange(e.target.value)}
        aria-labelledby={`${inputId}-legend`}
        aria-describedby={helper ? helperId : undefined}
      >
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            disabled={field.disabled}
            control={
              <Radio
                id={i === 0 ? inputId : `${inputId}-${i}`}
                onBlur={onBlur}
                slotProps={{ input: { 'aria-invalid': Boolean(error) } }}
              />
            }
          />
        ))}
      </RadioGroup>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
