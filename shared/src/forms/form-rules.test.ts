import { describe, expect, it } from 'vitest';
import type { FormField } from './form-definition.ts';
import { localIsoDate } from '../core/dates.ts';
import { fieldMaxChars, resolveDateBound, validateField, type FieldValue, type RuleContext } from './form-rules.ts';
import { FORM_LIMITS } from './timings.ts';

const today = '2026-11-22';
const ctx = (values: Record<string, FieldValue> = {}, extra: Partial<RuleContext> = {}): RuleContext => ({
  values,
  today,
  ...extra,
});
const f = (over: Partial<FormField>): FormField => ({ id: 'f', kind: 'textField', ...over }) as FormField;
const message = (field: FormField, value: FieldValue, c: RuleContext = ctx()) => {
  const r = validateField(field, value, c);
  return r.ok ? null : r.message;
};

describe('002 §5 generic form rules', () => {
  it('required: "This field is required"; non-required empty is valid', () => {
    expect(message(f({ validationType: { required: true } }), '  ')).toBe('This field is required');
    expect(message(f({ validationType: { email: true } }), '')).toBeNull();
  });

  it('on a Spanish page the defaults are Spanish, and a field’s own message still wins', () => {
    const es = (values: Record<string, FieldValue> = {}) => ctx(values, { locale: 'es-us' });
    expect(message(f({ validationType: { required: true } }), '', es())).toBe('Este campo es obligatorio');
    expect(message(f({ type: 'email' }), 'not-an-address', es())).toBe('Escribe un correo electrónico válido');
    expect(message(f({ validationType: { maxLength: 3 } }), 'abcd', es())).toBe('No puede tener más de 3 caracteres');
    expect(message(f({ validationType: { matchesField: 'other' } }), 'a', es({ other: 'b' }))).toBe(
      'Los campos deben coincidir',
    );
    expect(message(f({ validationType: { required: true, messages: { required: 'Obligatorio' } } }), '', es())).toBe(
      'Obligatorio',
    );
    expect(message(f({ validationType: { required: true } }), '', ctx({}, { locale: 'en-us' }))).toBe(
      'This field is required',
    );
  });

  it('email: "Enter valid email id", 2 to 15 letter ending', () => {
    const field = f({ validationType: { email: true } });
    expect(message(field, 'ana@example.com')).toBeNull();
    expect(message(field, 'ana@example.c')).toBe('Enter valid email id');
    expect(message(field, 'ana@example.abcdefghijklmnop')).toBe('Enter valid email id');
    expect(message(field, 'ana example.com')).toBe('Enter valid email id');
  });

  it('pattern: "Enter a valid value"; a broken pattern matches nothing', () => {
    expect(message(f({ validationType: { pattern: '[0-9]{5}' } }), '1234a')).toBe('Enter a valid value');
    expect(message(f({ validationType: { pattern: '[0-9]{5}' } }), '12345')).toBeNull();
    expect(message(f({ validationType: { pattern: '([' } }), 'x')).toBe('Enter a valid value');
  });

  it('minLength and maxLength with N; phone dots are not counted', () => {
    expect(message(f({ validationType: { minLength: 3 } }), 'ab')).toBe('Must be 3 characters or more');
    expect(message(f({ validationType: { maxLength: 3 } }), 'abcd')).toBe('Cannot exceed 3 characters');
    expect(message(f({ kind: 'phone', validationType: { maxLength: 10 } }), '555.123.4567')).toBeNull();
  });

  it('phone needs ten digits', () => {
    expect(message(f({ kind: 'phone' }), '555.123')).toBe('Enter a valid value');
    expect(message(f({ kind: 'phone' }), '555.123.4567')).toBeNull();
  });

  it('matchesField: "Fields must match"', () => {
    const confirm = f({ id: 'confirm', validationType: { matchesField: 'email' } });
    expect(message(confirm, 'a@b.co', ctx({ email: 'x@b.co' }))).toBe('Fields must match');
    expect(message(confirm, 'a@b.co', ctx({ email: 'a@b.co' }))).toBeNull();
  });

  it('multiRequired: checked on submit only', () => {
    const field = f({ id: 'phone2', validationType: { multiRequired: 'email' } });
    expect(message(field, '', ctx({ email: '' }))).toBeNull();
    expect(message(field, '', ctx({ email: '' }, { onSubmit: true }))).toBe(
      'One or the other field must be filled out',
    );
    expect(message(field, '', ctx({ email: 'a@b.co' }, { onSubmit: true }))).toBeNull();
  });

  it('date, minDate and maxDate with TODAY, TODAY_OFFSET and literal bounds', () => {
    const date = f({ kind: 'date' });
    expect(message(date, '2026-02-30')).toBe('Enter valid date');
    expect(message(date, '11/22/2026')).toBe('Enter valid date');
    expect(message(date, '2026-02-28')).toBeNull();
    const future = f({ kind: 'date', validationType: { minDate: 'TODAY' } });
    expect(message(future, '2026-11-21')).toBe('Enter value greater than min date');
    expect(message(future, '2026-11-22')).toBeNull();
    const adult = f({
      kind: 'date',
      validationType: { maxDate: { type: 'TODAY_OFFSET', years: -18, months: 0, days: 0 } },
    });
    expect(message(adult, '2008-11-23')).toBe('Enter value less than max date');
    expect(message(adult, '2008-11-22')).toBeNull();
    const literal = f({ kind: 'date', validationType: { minDate: '2026-01-01', maxDate: '2026-12-31' } });
    expect(message(literal, '2027-01-01')).toBe('Enter value less than max date');
  });

  it('checkbox required: "Checkbox must be selected"; null until changed', () => {
    const box = f({ kind: 'checkbox', validationType: { required: true } });
    expect(message(box, null)).toBe('Checkbox must be selected');
    expect(message(box, false)).toBe('Checkbox must be selected');
    expect(message(box, true)).toBeNull();
    expect(message(f({ kind: 'checkbox' }), null)).toBeNull();
  });

  it('typeahead: valid only when a suggestion is selected, or empty and not required', () => {
    const org = f({ kind: 'typeAhead' });
    expect(message(org, 'Acme')).toBe('Please select/enter valid organisation');
    expect(message(org, 'Acme', ctx({}, { typeaheadSelected: true }))).toBeNull();
    expect(message(org, '')).toBeNull();
  });

  it('hidden fields are always valid', () => {
    expect(message(f({ kind: 'hidden', validationType: { required: true } }), '')).toBeNull();
  });

  it('the first failing rule wins and messages are overridable per field', () => {
    const field = f({
      validationType: { required: true, minLength: 5, maxLength: 10, messages: { minLength: 'Too short' } },
    });
    expect(message(field, '')).toBe('This field is required');
    expect(message(field, 'abc')).toBe('Too short');
  });

  it('no field holds more than its bound: its own maxLength, else one by kind; blank text and hidden fields too', () => {
    expect(fieldMaxChars(f({ validationType: { maxLength: 50 }, maxLength: 40 }))).toBe(40);
    expect(fieldMaxChars(f({ validationType: { maxLength: 50 } }))).toBe(50);
    expect(fieldMaxChars(f({}))).toBe(FORM_LIMITS.fieldChars);
    expect(fieldMaxChars(f({ kind: 'textArea' }))).toBe(FORM_LIMITS.textAreaChars);
    expect(fieldMaxChars(f({ kind: 'phone' }))).toBe(FORM_LIMITS.phoneChars);
    const over = FORM_LIMITS.fieldChars + 1;
    expect(message(f({}), 'x'.repeat(over))).toBe(`Cannot exceed ${FORM_LIMITS.fieldChars} characters`);
    expect(message(f({}), ' '.repeat(over))).toBe(`Cannot exceed ${FORM_LIMITS.fieldChars} characters`);
    expect(message(f({}), 'x'.repeat(FORM_LIMITS.fieldChars))).toBeNull();
    // a pattern never runs on text over the bound
    expect(message(f({ validationType: { pattern: '(a+)+b' } }), 'a'.repeat(over))).toBe(
      `Cannot exceed ${FORM_LIMITS.fieldChars} characters`,
    );
    const hidden = f({ kind: 'hidden', value: 'contact-us' });
    expect(message(hidden, 'contact-us')).toBeNull();
    expect(message(hidden, 'y'.repeat(over))).toBe(`Cannot exceed ${FORM_LIMITS.fieldChars} characters`);
    // 002 §5: a phone's dots are not counted
    expect(message(f({ kind: 'phone', validationType: { maxLength: 10 } }), '555.123.4567')).toBeNull();
  });

  it('a dropdown or radio value is one of its options (or empty); a checkbox answers true, false or nothing', () => {
    const topic = f({ kind: 'dropdown', choices: ['My bill|billing', 'Other'] });
    expect(message(topic, 'billing')).toBeNull();
    expect(message(topic, 'Other')).toBeNull();
    expect(message(topic, '')).toBeNull();
    expect(message(topic, 'My bill')).toBe('Enter a valid value');
    const time = f({ kind: 'radio', buttons: ['Morning|morning', 'Evening|evening'] });
    expect(message(time, 'evening')).toBeNull();
    expect(message(time, 'night')).toBe('Enter a valid value');
    expect(message(f({ kind: 'checkbox' }), 'yes')).toBe('Enter a valid value');
    expect(message(f({ kind: 'checkbox' }), false)).toBeNull();
    expect(message(f({ kind: 'checkbox' }), '')).toBeNull();
  });
});

describe('date bounds', () => {
  it('resolves offsets across month ends', () => {
    expect(resolveDateBound({ type: 'TODAY_OFFSET', years: 0, months: 1, days: 10 }, '2026-01-25')).toBe('2026-03-07');
    expect(resolveDateBound('TODAY', today)).toBe(today);
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
