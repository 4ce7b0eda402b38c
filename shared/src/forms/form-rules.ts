import { isIsoDate } from '../core/dates.ts';
import { EMAIL_PATTERN } from '../core/email.ts';
import { formRuleMessages } from './texts.ts';
import { fail, OK, type RuleResult } from '../core/result.ts';
import {
  isHiddenField,
  parseOption,
  type DateBound,
  type FormField,
  type RuleKey,
  type ValidationType,
} from './form-definition.ts';
import { phoneDigits } from './phone.ts';
import { FORM_LIMITS } from './timings.ts';

/** A field's value: text for inputs, true/false for a changed checkbox, null for one never changed (002 §4). */
export type FieldValue = string | boolean | null;

export interface RuleContext {
  /** Every field's value by id, for matchesField and multiRequired. */
  values: Readonly<Record<string, FieldValue>>;
  /** Today as year-month-day in the user's (or the gateway's) calendar, for TODAY bounds. */
  today: string;
  /** True when the whole form is being submitted: multiRequired is checked only then (002 §5). */
  onSubmit?: boolean;
  /** Type-ahead: whether the value is a chosen suggestion (a known organisation). */
  typeaheadSelected?: boolean;
  /** The page's locale: 'es-us' gives the rules' Spanish defaults; otherwise the specification's English. */
  locale?: string;
}

/** 002 §5: a simple address with a 2 to 15 letter ending. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 002 §5 generic form rules for one field. The first failing rule wins; each message is the specification's
 * default unless the field's validationType.messages overrides it. Hidden fields are always valid; non-required
 * empty fields are valid (except multiRequired on submit).
 */
export function validateField(field: FormField, value: FieldValue, ctx: RuleContext): RuleResult {
  const v: ValidationType = field.validationType ?? {};
  const msg = (key: RuleKey, fallback: string) => v.messages?.[key] ?? fallback;
  const defaults = formRuleMessages(ctx.locale);

  const bound = fieldMaxChars(field);
  const tooLong = () => fail('maxLength', msg('maxLength', defaults.maxLength(bound)));
  if (isHiddenField(field)) return typeof value === 'string' && value.length > bound ? tooLong() : OK;
  if (field.kind === 'checkbox') {
    // a checkbox answers true or false, or nothing when never changed (sent as ''); other text is not an answer
    if (typeof value === 'string' && value !== '') return fail('pattern', msg('pattern', defaults.pattern));
    return (v.required || v.checkbox) && value !== true ? fail('checkbox', msg('checkbox', defaults.checkbox)) : OK;
  }
  const text = typeof value === 'string' ? value : '';
  const isPhone = field.kind === 'phone' || field.type === 'tel';
  // 002 §5: for phone fields, dots are not counted.
  const length = isPhone ? text.replace(/\./g, '').length : text.length;
  // Before anything else, blank text included: no field holds more than its bound.
  if (length > bound) return tooLong();
  if (text.trim() === '') {
    if (v.required) return fail('required', msg('required', defaults.required));
    if (v.multiRequired && ctx.onSubmit && isEmpty(ctx.values[v.multiRequired])) {
      return fail('multiRequired', msg('multiRequired', defaults.multiRequired));
    }
    return OK;
  }
  if ((field.kind === 'typeAhead' || v.typeahead) && !ctx.typeaheadSelected) {
    return fail('typeahead', msg('typeahead', defaults.typeahead));
  }
  if ((v.email || field.type === 'email') && !EMAIL_PATTERN.test(text.trim())) {
    return fail('email', msg('email', defaults.email));
  }
  if (v.pattern !== undefined && !safePattern(v.pattern).test(text)) {
    return fail('pattern', msg('pattern', defaults.pattern));
  }
  if (isPhone && phoneDigits(text).length !== 10) return fail('pattern', msg('pattern', defaults.pattern));
  const options = optionValues(field);
  if (options && !options.has(text)) return fail('pattern', msg('pattern', defaults.pattern));
  if (v.minLength !== undefined && length < v.minLength) {
    return fail('minLength', msg('minLength', defaults.minLength(v.minLength)));
  }
  if (v.maxLength !== undefined && length > v.maxLength) {
    return fail('maxLength', msg('maxLength', defaults.maxLength(v.maxLength)));
  }
  if (field.kind === 'date' || field.type === 'date' || v.date || v.minDate !== undefined || v.maxDate !== undefined) {
    if (!isIsoDate(text)) return fail('date', msg('date', defaults.date));
    if (v.minDate !== undefined && text < resolveDateBound(v.minDate, ctx.today)) {
      return fail('minDate', msg('minDate', defaults.minDate));
    }
    if (v.maxDate !== undefined && text > resolveDateBound(v.maxDate, ctx.today)) {
      return fail('maxDate', msg('maxDate', defaults.maxDate));
    }
  }
  if (v.matchesField !== undefined && ctx.values[v.matchesField] !== value) {
    return fail('matchesField', msg('matchesField', defaults.matchesField));
  }
  return OK;
}

/**
 * The most characters a field's value may hold: its own maxLength (the rule's or the input's, the smaller), else
 * a bound by kind (FORM_LIMITS: room for any way of writing ten digits in a phone), and a hidden field at least its
 * own value. Checked in the browser and again by the gateway, so nothing longer is ever stored.
 */
export function fieldMaxChars(field: FormField): number {
  const own = [field.validationType?.maxLength, field.maxLength].filter((n): n is number => n !== undefined && n > 0);
  if (own.length > 0) return Math.min(...own);
  if (field.kind === 'phone' || field.type === 'tel') return FORM_LIMITS.phoneChars;
  if (field.kind === 'textArea' || field.type === 'text_area') return FORM_LIMITS.textAreaChars;
  if (isHiddenField(field))
    return Math.max(FORM_LIMITS.fieldChars, (field.value ?? '').length, (field.defaultValue ?? '').length);
  return FORM_LIMITS.fieldChars;
}

/** The values a dropdown or radio group offers ('label|value' items); null for kinds without a list. */
function optionValues(field: FormField): Set<string> | null {
  const items =
    field.kind === 'dropdown'
      ? (field.choices ?? field.multiOptions ?? [])
      : field.kind === 'radio'
        ? (field.buttons ?? [])
        : null;
  return items ? new Set(items.map((item) => parseOption(item).value)) : null;
}

/** 002 §5 date bounds: TODAY, TODAY_OFFSET (years, months, days from today), or a literal year-month-day. */
export function resolveDateBound(bound: DateBound, today: string): string {
  if (bound === 'TODAY') return today;
  if (typeof bound === 'string') return bound;
  const m = ISO_DATE.exec(today);
  if (!m) throw new Error(`today must be year-month-day, got ${today}`);
  const d = new Date(Date.UTC(Number(m[1]) + bound.years, Number(m[2]) - 1 + bound.months, Number(m[3]) + bound.days));
  return d.toISOString().slice(0, 10);
}

function isEmpty(value: FieldValue | undefined): boolean {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');
}

/** A content pattern that does not compile matches nothing, so the field reports 'Enter a valid value'. */
function safePattern(source: string): RegExp {
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return /(?!)/;
  }
}
