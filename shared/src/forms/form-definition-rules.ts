import { z } from 'zod';
import { FORM_DEFINITION_MESSAGES } from './texts.ts';
import { formDefinitionSchema, type FormDefinition } from './form-definition.ts';

export type DefinitionCheck = { ok: true; definition: FormDefinition } | { ok: false; errors: string[] };

/** 002 §5: optional data is pipe-separated name@value pairs ('campaign@spring|channel@web'). */
const OPTIONAL_PAIR = /^[^@|]+@[^@|]*$/;

/** The pairs of optional data, or null when its format is incorrect. Empty or absent optional data is no pairs. */
export function parseOptionalData(optionalData: string | undefined): Array<{ name: string; value: string }> | null {
  if (optionalData === undefined || optionalData.trim() === '') return [];
  const pairs = optionalData.split('|');
  if (!pairs.every((p) => OPTIONAL_PAIR.test(p))) return null;
  return pairs.map((p) => {
    const at = p.indexOf('@');
    return { name: p.slice(0, at).trim(), value: p.slice(at + 1).trim() };
  });
}

/**
 * 002 §5 form definition rules, raised when a page is saved or loaded (never silently ignored): form data must be
 * present, field ids unique ('{id} is a duplicate id'), optional data well formed. Shape errors are reported too.
 */
export function checkFormDefinition(input: unknown): DefinitionCheck {
  const errors: string[] = [];
  const raw = (typeof input === 'object' && input !== null ? input : {}) as { formData?: unknown };
  if (!Array.isArray(raw.formData) || raw.formData.length === 0) errors.push(FORM_DEFINITION_MESSAGES.noFormData);

  const parsed = formDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    errors.push(z.prettifyError(parsed.error));
    return { ok: false, errors };
  }
  const definition = parsed.data;
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const field of definition.formData ?? []) {
    if (seen.has(field.id) && !reported.has(field.id)) {
      errors.push(FORM_DEFINITION_MESSAGES.duplicateId(field.id));
      reported.add(field.id);
    }
    seen.add(field.id);
  }
  if (parseOptionalData(definition.optionalData) === null) errors.push(FORM_DEFINITION_MESSAGES.optionalData);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, definition };
}

/** Like checkFormDefinition, but throws the first rule's message (for loaders that stop on a bad document). */
export class FormDefinitionError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join('\n'));
    this.name = 'FormDefinitionError';
    this.errors = errors;
  }
}
