import type { RuleResult } from '../core/result.ts';
import { applyOverrides, VALUE_KINDS, type FormDefinition } from './form-definition.ts';
import { validateField, type FieldValue, type RuleContext } from './form-rules.ts';

export interface FormCheck {
  /** Every value field's result by id (display-only kinds are not listed). */
  results: Record<string, RuleResult>;
  /** 002 §4: all valid when every field that is not skipped is valid. */
  allValid: boolean;
  /** Ids of invalid fields in form order (the first gets focus). */
  invalidIds: string[];
}

/**
 * 002 §4, §5: validates a whole form on submit — every field touched and re-checked, multiRequired included. The
 * browser runs it before sending; the gateway runs it again on what arrived, against the stored definition.
 */
export function validateForm(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
  ctx: Omit<RuleContext, 'values' | 'typeaheadSelected' | 'onSubmit'> & {
    typeaheadSelected?: (fieldId: string) => boolean;
  },
): FormCheck {
  const results: Record<string, RuleResult> = {};
  const invalidIds: string[] = [];
  for (const raw of definition.formData ?? []) {
    const field = applyOverrides(raw, definition.pageId);
    if (!VALUE_KINDS.has(field.kind) || field.skipFieldOnFormSubmit) continue;
    const value = values[field.id] ?? (field.kind === 'checkbox' ? null : '');
    const result = validateField(field, value, {
      values,
      today: ctx.today,
      locale: ctx.locale,
      onSubmit: true,
      typeaheadSelected: ctx.typeaheadSelected?.(field.id) ?? false,
    });
    results[field.id] = result;
    if (!result.ok) invalidIds.push(field.id);
  }
  return { results, allValid: invalidIds.length === 0, invalidIds };
}
