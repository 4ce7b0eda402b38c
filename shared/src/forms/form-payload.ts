import { z } from 'zod';
import { parseOptionalData } from './form-definition-rules.ts';
import { applyOverrides, propNameOf, VALUE_KINDS, type FormDefinition, type FormField } from './form-definition.ts';
import type { FieldValue } from './form-rules.ts';
import { COMMON_SERVICES_APP_NAME, FORM_LIMITS } from './timings.ts';

export const commonDataSchema = z.object({ AppName: z.string().max(100) });

/** 002 §7 default form type body. */
export const defaultFormPayloadSchema = z.object({
  CommonData: commonDataSchema,
  formdata: z.string().max(FORM_LIMITS.chunkSize),
  formdata2: z.string().max(FORM_LIMITS.chunkSize),
  formdata3: z.string().max(FORM_LIMITS.chunkSize),
  formdata4: z.string().max(FORM_LIMITS.chunkSize),
  // The fifth holds whatever is left, so nothing typed is lost.
  formdata5: z.string().max(FORM_LIMITS.lastChunkSize),
  source: z.string().max(100),
});
export type DefaultFormPayload = z.infer<typeof defaultFormPayloadSchema>;

/** 002 §7 authorizedRetailerForm body: CommonData, source and one property per field named by propName. */
export const retailerFormPayloadSchema = z
  .object({ CommonData: commonDataSchema, source: z.string().max(100) })
  .catchall(z.union([z.string().max(5000), z.boolean()]));
export type RetailerFormPayload = z.infer<typeof retailerFormPayloadSchema>;

/** 002 §7: the retailer endpoint's answer; success only when Result.Code is S0000. */
export const retailerResultSchema = z.object({
  Result: z.object({ Code: z.string(), Description: z.string().optional() }),
});
export type RetailerResult = z.infer<typeof retailerResultSchema>;

export type FormValues = Readonly<Record<string, FieldValue>>;

const PAIR_SEPARATOR = '\n';

/** The fields a submission carries, as the page sees them: value kinds, not skipped (002 §5). */
export function submittedFields(definition: FormDefinition): FormField[] {
  return (definition.formData ?? [])
    .map((f) => applyOverrides(f, definition.pageId))
    .filter((f) => VALUE_KINDS.has(f.kind) && !f.skipFieldOnFormSubmit);
}

export function valueText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'boolean' ? String(value) : value;
}

/** The name: value pairs of a submission in field order, then the optional data pairs. */
export function formPairs(definition: FormDefinition, values: FormValues): Array<[string, string]> {
  const pairs: Array<[string, string]> = submittedFields(definition).map((f) => [
    propNameOf(f),
    valueText(values[f.id]),
  ]);
  for (const { name, value } of parseOptionalData(definition.optionalData) ?? []) pairs.push([name, value]);
  return pairs;
}

/**
 * 002 §7, §9: splits the joined pairs into formdata … formdata5 of at most 200 characters, breaking after a pair
 * where one fits. Joining the five strings gives back the whole text; the fifth holds any remainder.
 */
export function chunkFormData(
  text: string,
  size: number = FORM_LIMITS.chunkSize,
  count: number = FORM_LIMITS.chunks,
): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > 0 && chunks.length < count - 1) {
    if (rest.length <= size) {
      chunks.push(rest);
      rest = '';
      break;
    }
    const window = rest.slice(0, size);
    const cut = window.lastIndexOf(PAIR_SEPARATOR);
    const end = cut >= 0 ? cut + 1 : size;
    chunks.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  if (rest.length > 0) chunks.push(rest);
  while (chunks.length < count) chunks.push('');
  return chunks;
}

/** 002 §7 default form type: CommonData, formdata … formdata5 and source (the form name). */
export function buildDefaultPayload(definition: FormDefinition, values: FormValues): DefaultFormPayload {
  const text = formPairs(definition, values)
    .map(([name, value]) => `${name}: ${value}`)
    .join(PAIR_SEPARATOR);
  const [formdata = '', formdata2 = '', formdata3 = '', formdata4 = '', formdata5 = ''] = chunkFormData(text);
  return {
    CommonData: { AppName: COMMON_SERVICES_APP_NAME },
    formdata,
    formdata2,
    formdata3,
    formdata4,
    formdata5,
    source: definition.formName,
  };
}

/** 002 §7 authorizedRetailerForm: one property per propName (a checkbox stays a boolean). */
export function buildRetailerPayload(definition: FormDefinition, values: FormValues): RetailerFormPayload {
  const props: Record<string, string | boolean> = {};
  for (const f of submittedFields(definition)) {
    const v = values[f.id];
    props[propNameOf(f)] = typeof v === 'boolean' ? v : valueText(v);
  }
  for (const { name, value } of parseOptionalData(definition.optionalData) ?? []) props[name] = value;
  return {
    ...props,
    CommonData: { AppName: COMMON_SERVICES_APP_NAME },
    source: definition.formName,
  } as RetailerFormPayload;
}

/**
 * The gateway's reading of a default-type body: field values by id, for re-checking against the definition. A
 * line that starts with a known 'propName: ' begins a pair; any other line continues the previous value (a text
 * area's line breaks).
 */
export function readDefaultPayload(
  definition: FormDefinition,
  payload: DefaultFormPayload,
): Record<string, FieldValue> {
  const text = [payload.formdata, payload.formdata2, payload.formdata3, payload.formdata4, payload.formdata5].join('');
  const byProp = new Map(submittedFields(definition).map((f) => [propNameOf(f), f.id] as const));
  const optional = new Set((parseOptionalData(definition.optionalData) ?? []).map((p) => p.name));
  const values: Record<string, string> = {};
  let current: string | null = null;
  for (const line of text.split(PAIR_SEPARATOR)) {
    const colon = line.indexOf(': ');
    const name = colon >= 0 ? line.slice(0, colon) : line.endsWith(':') ? line.slice(0, -1) : null;
    const id = name === null ? undefined : byProp.get(name);
    if (id !== undefined && !(id in values)) {
      current = id;
      values[id] = colon >= 0 ? line.slice(colon + 2) : '';
      continue;
    }
    if (name !== null && optional.has(name)) {
      current = null;
      continue;
    }
    if (current) values[current] += PAIR_SEPARATOR + line;
  }
  // A checkbox travels as 'true' / 'false' / '' (never changed).
  const result: Record<string, FieldValue> = { ...values };
  for (const f of submittedFields(definition)) {
    if (f.kind === 'checkbox' && f.id in values)
      result[f.id] = values[f.id] === 'true' ? true : values[f.id] === 'false' ? false : null;
  }
  return result;
}

/** The gateway's reading of a retailer body: field values by id. */
export function readRetailerPayload(
  definition: FormDefinition,
  payload: RetailerFormPayload,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const f of submittedFields(definition)) {
    const v = payload[propNameOf(f)];
    values[f.id] = typeof v === 'boolean' || typeof v === 'string' ? v : f.kind === 'checkbox' ? null : '';
  }
  return values;
}
