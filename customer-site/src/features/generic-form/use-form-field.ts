import type { FieldValue, FormField } from '@carrier/shared/forms';
import { useGenericFormContext } from './use-generic-form-context.ts';

/**
 * What an input of the generic form needs for one field: its id, value and error, the helper text (the error, else
 * the tool tip) tied to it with aria-describedby (002 §4), and the engine's handlers bound to the field.
 */
export function useFormField(field: FormField) {
  const engine = useGenericFormContext();
  const inputId = engine.inputId(field.id);
  const value: FieldValue = engine.state.values[field.id] ?? null;
  const error = engine.state.errors[field.id];
  return {
    inputId,
    value,
    text: typeof value === 'string' ? value : '',
    error,
    required: Boolean(field.validationType?.required),
    helper: error ?? field.toolTip,
    helperId: `${inputId}-helper`,
    onChange: (next: FieldValue, selected?: boolean) => engine.onChange(field, next, selected),
    onBlur: () => engine.onBlur(field),
  };
}
