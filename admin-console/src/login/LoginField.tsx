import type { Ref } from 'react';
import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';

interface Props {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * A required text field of the sign-in screen, as MUI's TextField draws it under the console's theme (filled,
 * dense), built from its parts: TextField also carries the select menu's code, which the sign-in page never needs.
 */
export const LoginField = ({ id, label, error, onChange, inputRef, ...input }: Props) => {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl required error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        {...input}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        aria-describedby={error ? helperId : undefined}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
};
