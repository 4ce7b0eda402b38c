import type { FormField, validateForm } from '@carrier/shared/forms';

type Results = ReturnType<typeof validateForm>['results'];

/**
 * 002 §4, §5: after an invalid submit the first invalid field gets focus, or its primary field when it asks for
 * that (focusPrimaryField) and only fails to match it.
 */
export function focusTarget(fields: readonly FormField[], id: string, results: Results): string {
  const field = fields.find((f) => f.id === id);
  const result = results[id];
  const primary = field?.validationType?.matchesField;
  if (primary && field.validationType?.focusPrimaryField && result && !result.ok && result.key === 'matchesField')
    return primary;
  return id;
}
