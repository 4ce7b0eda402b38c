import TextField from '@mui/material/TextField';

interface Option {
  value: string;
  en: string;
  es: string;
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

/** A required choice from a list (a native select: every keyboard and screen reader knows it). */
export function ChoiceField(
  props: FieldProps & { options: readonly Option[]; lang: 'en' | 'es'; placeholder: string; required?: boolean },
) {
  return (
    <TextField
      select
      id={props.id}
      label={props.label}
      value={props.value}
      required={props.required ?? true}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o[props.lang]}
        </option>
      ))}
    </TextField>
  );
}

/** A text answer, bounded by its rule's length. */
export function TextAnswer(
  props: FieldProps & { maxLength: number; required?: boolean; multiline?: boolean; help?: string },
) {
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={props.value}
      required={props.required ?? true}
      disabled={props.disabled}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      error={Boolean(props.error)}
      helperText={props.error ?? props.help}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
      fullWidth
    />
  );
}
