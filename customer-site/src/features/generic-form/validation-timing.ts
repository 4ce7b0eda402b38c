import { FORM_TIMINGS, type FormField } from '@carrier/shared/forms';

/** 002 §9: how long after the last keystroke a field is validated, by kind; 0 is at once. */
export function debounceFor(field: FormField): number {
  // 002 §4: date fields validate on change (or submit), without waiting.
  if (field.kind === 'date' || field.type === 'date') return 0;
  if (field.kind === 'phone' || field.type === 'tel') return FORM_TIMINGS.phoneDebounceMs;
  if (field.kind === 'textField' || field.kind === 'textArea' || field.kind === 'password')
    return FORM_TIMINGS.textDebounceMs;
  return 0;
}
