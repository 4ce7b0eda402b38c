import { z } from 'zod';

/**
 * 002 §3 'Generic form definition' and 'Generic form field': what content authors write for a generic form. The
 * schema checks shapes only; the definition rules of §5 (unique ids, form data present, optional data format)
 * are in form-definition-rules.ts so that they raise the specification's own messages.
 */

/** 002 §2.10 field kinds. */
export const FIELD_KINDS = [
  'label',
  'textField',
  'textArea',
  'button',
  'radio',
  'checkbox',
  'password',
  'link',
  'dropdown',
  'header',
  'text',
  'date',
  'hidden',
  'typeAhead',
  'legalText',
  'phone',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Kinds whose value is sent with the form; the others (labels, headers, links, buttons …) only display. */
export const VALUE_KINDS: ReadonlySet<FieldKind> = new Set([
  'textField',
  'textArea',
  'radio',
  'checkbox',
  'password',
  'dropdown',
  'date',
  'hidden',
  'typeAhead',
  'phone',
]);

/** Sizes a label, text or header field may take (labelSize). */
export const LABEL_SIZES = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
] as const;

/** 002 §3 input types. */
export const INPUT_TYPES = [
  'text',
  'password',
  'number',
  'email',
  'date',
  'integer',
  'tel',
  'hidden',
  'numeric',
  'text_area',
] as const;

const ruleKeys = [
  'required',
  'email',
  'pattern',
  'minLength',
  'maxLength',
  'matchesField',
  'multiRequired',
  'date',
  'minDate',
  'maxDate',
  'checkbox',
  'typeahead',
] as const;
export type RuleKey = (typeof ruleKeys)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 002 §5 date bound: TODAY, TODAY_OFFSET with years, months and days, or a literal year-month-day date. */
export const dateBoundSchema = z.union([
  z.literal('TODAY'),
  z.object({
    type: z.literal('TODAY_OFFSET'),
    years: z.number().int().default(0),
    months: z.number().int().default(0),
    days: z.number().int().default(0),
  }),
  z.string().regex(ISO_DATE, 'A literal date bound is year-month-day'),
]);
export type DateBound = z.infer<typeof dateBoundSchema>;

const nonNegative = z.number().int().min(0).max(100_000);

/** 002 §3 validationType (including the required flag) and §5's per-field message overrides. */
export const validationTypeSchema = z.object({
  required: z.boolean().optional(),
  email: z.boolean().optional(),
  pattern: z.string().max(500).optional(),
  minLength: nonNegative.optional(),
  maxLength: nonNegative.optional(),
  /** Id of the field this one must equal (a confirm-email field, say). */
  matchesField: z.string().optional(),
  /**
   * 002 §5 matchesField's optional primary-field focus: when this field is the first invalid one on submit because
   * it does not match, focus goes to the primary field (the one it must equal) instead of this one.
   */
  focusPrimaryField: z.boolean().optional(),
  /** Id of the other field: one or the other must be filled out (checked on submit). */
  multiRequired: z.string().optional(),
  date: z.boolean().optional(),
  minDate: dateBoundSchema.optional(),
  maxDate: dateBoundSchema.optional(),
  checkbox: z.boolean().optional(),
  typeahead: z.boolean().optional(),
  messages: z.partialRecord(z.enum(ruleKeys), z.string().max(500)).optional(),
});
export type ValidationType = z.infer<typeof validationTypeSchema>;

const size = z.number().int().min(1).max(12);
const offset = z.number().int().min(0).max(11);

/** The data of a field that an override may replace (everything but its id and kind). */
const fieldDataShape = {
  type: z.enum(INPUT_TYPES).optional(),
  propName: z.string().trim().min(1).max(100).optional(),
  value: z.string().max(5000).optional(),
  row: z.number().int().min(0).max(200).optional(),
  mobileRow: z.number().int().min(0).max(200).optional(),
  size: size.optional(),
  sizeTablet: size.optional(),
  sizeMobile: size.optional(),
  offset: offset.optional(),
  offsetTablet: offset.optional(),
  offsetMobile: offset.optional(),
  text: z.string().max(5000).optional(),
  classes: z.string().max(200).optional(),
  /** Text size of a label, text, legal text or header field: a typography size name. */
  labelSize: z.enum(LABEL_SIZES).optional(),
  placeHolder: z.string().max(200).optional(),
  toolTip: z.string().max(500).optional(),
  defaultValue: z.string().max(5000).optional(),
  maxLength: nonNegative.optional(),
  disabled: z.boolean().optional(),
  inlineLabelTxt: z.string().max(500).optional(),
  inlineLabelClass: z.string().max(200).optional(),
  validationType: validationTypeSchema.optional(),
  /** Dropdown items, 'label|value'. */
  choices: z.array(z.string().max(500)).max(500).optional(),
  multiOptions: z.array(z.string().max(500)).max(500).optional(),
  /** Radio items, 'label|value'. */
  buttons: z.array(z.string().max(500)).max(50).optional(),
  linkTo: z.string().max(1000).optional(),
  accessibility: z.string().max(500).optional(),
  callbacks: z.object({ onClick: z.string().max(100).optional() }).optional(),
  skipFieldOnFormSubmit: z.boolean().optional(),
  /** Header kind: draw an underline. */
  underline: z.boolean().optional(),
  /** Existing-customer banner texts (on the field whose value turns the banner on). */
  alertHeading: z.string().max(200).optional(),
  alertBody: z.string().max(1000).optional(),
  /** Values of this field that mean an existing customer (turn the banner on); the others turn it off. */
  existingCustomerValues: z.array(z.string().max(200)).max(20).optional(),
  /** Organisation search URL; the encoded search text is appended. */
  apiUrl: z.string().max(1000).optional(),
};

export const fieldOverrideSchema = z.object({ pageId: z.string().min(1).max(200), ...fieldDataShape });

export const formFieldSchema = z.object({
  id: z.string().trim().min(1).max(100),
  kind: z.enum(FIELD_KINDS),
  ...fieldDataShape,
  /** 002 §3: replacement field data for a given page (app), keyed by pageId. */
  overrides: z.array(fieldOverrideSchema).max(20).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const FORM_TYPES = ['default', 'authorizedRetailerForm'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const formDefinitionSchema = z.object({
  /** Checked by the definition rules so that a missing list raises 'No form data was provided!'. */
  formData: z.array(formFieldSchema).max(200).optional(),
  api: z.string().max(1000).optional(),
  formName: z.string().trim().min(1).max(100).default('genericForm'),
  formType: z.enum(FORM_TYPES).default('default'),
  eventCode: z.string().max(100).default('UF_ContactUs_Form_Submit'),
  successMsg: z.string().max(1000).optional(),
  failureMsg: z.string().max(1000).optional(),
  invalidMsg: z.string().max(1000).optional(),
  /** Pipe-separated name@value pairs sent with every submission. */
  optionalData: z.string().max(2000).optional(),
  typeAheadSearchApiUrl: z.string().max(1000).optional(),
  /** Names of registered callbacks (code, not content, decides what they do). */
  customValidSubmit: z.string().max(100).optional(),
  customInvalidSubmit: z.string().max(100).optional(),
  onChange: z.string().max(100).optional(),
  supressFormSubmit: z.boolean().default(false),
  supressFormSuccessMsg: z.boolean().default(false),
  displayExistingCustomerBanner: z.boolean().default(false),
  /** Sales phone number shown in the existing-customer banner. */
  salesPhone: z.string().max(40).optional(),
  /** Form-engine small-screen breakpoint in px (002 §9: 768). */
  breakpoint: z.number().int().min(200).max(2000).default(768),
  styles: z.record(z.string(), z.string().max(200)).optional(),
  /** Which page (app) this form is on, for field overrides. */
  pageId: z.string().max(200).optional(),
  /** For authors and QA: render the form in this state from content alone, no back end needed. */
  forceState: z.enum(['success', 'failure', 'invalid']).optional(),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** Content component types that hold a generic form definition in their props. */
export const GENERIC_FORM_TYPE_KEYS: ReadonlySet<string> = new Set(['genericform']);
export function isGenericFormType(type: string): boolean {
  return GENERIC_FORM_TYPE_KEYS.has(type.replace(/[\s_-]/g, '').toLowerCase());
}

/** 002 §2.10: hidden fields (the hidden kind, or any field of input type hidden) are not displayed. */
export function isHiddenField(field: Pick<FormField, 'kind' | 'type'>): boolean {
  return field.kind === 'hidden' || field.type === 'hidden';
}

/** 002 §3: propName falls back to id. */
export function propNameOf(field: Pick<FormField, 'id' | 'propName'>): string {
  return field.propName ?? field.id;
}

/** 002 §3 overrides: the field as the given page (app) sees it. */
export function applyOverrides(field: FormField, pageId: string | undefined): FormField {
  const override = pageId ? field.overrides?.find((o) => o.pageId === pageId) : undefined;
  if (!override) return field;
  const { pageId: _page, ...data } = override;
  return { ...field, ...stripUndefined(data) };
}

/** 'label|value' items of dropdowns and radio groups; an item without '|' is its own value. */
export function parseOption(item: string): { label: string; value: string } {
  const bar = item.indexOf('|');
  return bar < 0 ? { label: item, value: item } : { label: item.slice(0, bar), value: item.slice(bar + 1) };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
