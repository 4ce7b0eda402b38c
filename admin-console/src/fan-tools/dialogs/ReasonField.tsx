import type { RefObject } from 'react';
import { TextField } from '@mui/material';
import { REASON_MAX_LENGTH } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';

interface ReasonFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** 'Please enter a reason for change', or null. */
  error: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * 002 §5 reason for change: required, at most 150 characters. The hint or the error sits under the field, is linked
 * to it with aria-describedby, and the error is announced.
 */
export const ReasonField = ({ id, value, onChange, error, inputRef }: ReasonFieldProps) => (
  <TextField
    id={id}
    label={consoleText.reasonForChange}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={error !== null}
    helperText={error ?? `${consoleText.reasonHint} ${value.length}/${REASON_MAX_LENGTH}`}
    required
    fullWidth
    inputRef={inputRef}
    autoFocus
    slotProps={{ formHelperText: error ? { role: 'alert' } : {} }}
    sx={{ mt: 2 }}
  />
);
