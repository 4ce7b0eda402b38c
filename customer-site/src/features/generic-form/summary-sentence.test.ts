import { describe, expect, it } from 'vitest';
import { FORM_RULE_MESSAGES, GENERIC_FORM_TEXT, type FormField } from '@carrier/shared/forms';
import { summarySentence } from './summary-sentence.ts';

const field = (f: Partial<FormField> & Pick<FormField, 'kind'>): FormField => ({ id: 'f', ...f }) as FormField;

describe('the generic form engine keeps the specification’s default wording (002 §4, §5)', () => {
  it('form-level and rule messages', () => {
    expect(GENERIC_FORM_TEXT.invalid).toBe('Form is invalid!');
    expect(GENERIC_FORM_TEXT.success).toBe('Form submission was successful');
    expect(GENERIC_FORM_TEXT.failure).toBe('There was an error. Form did not submit!');
    expect(GENERIC_FORM_TEXT.liveRegionErrors).toBe('There are errors on the form');
    expect(FORM_RULE_MESSAGES).toMatchObject({
      required: 'This field is required',
      email: 'Enter valid email id',
      pattern: 'Enter a valid value',
      matchesField: 'Fields must match',
      multiRequired: 'One or the other field must be filled out',
      date: 'Enter valid date',
      minDate: 'Enter value greater than min date',
      maxDate: 'Enter value less than max date',
      checkbox: 'Checkbox must be selected',
      typeahead: 'Please select/enter valid organisation',
    });
    expect(FORM_RULE_MESSAGES.minLength(10)).toBe('Must be 10 characters or more');
    expect(FORM_RULE_MESSAGES.maxLength(50)).toBe('Cannot exceed 50 characters');
  });
});

describe('error summary sentences', () => {
  const topic = field({ kind: 'dropdown', text: 'What is your question about?' });

  it('name the field and say what to do, instead of joining a question and a message', () => {
    expect(summarySentence(topic, 'This field is required', 'en-us')).toBe(
      'What is your question about: choose one of the options.',
    );
    expect(summarySentence(topic, 'This field is required', 'en-us')).not.toContain('? This field');
    expect(summarySentence(field({ kind: 'textField', text: 'First name' }), 'This field is required', 'en-us')).toBe(
      'First name: enter an answer.',
    );
    expect(summarySentence(field({ kind: 'textField', text: 'Email address' }), 'Enter valid email id', 'en-us')).toBe(
      'Email address: enter an email address, like name@example.com.',
    );
    expect(
      summarySentence(field({ kind: 'textArea', text: 'Your message' }), 'Must be 10 characters or more', 'en-us'),
    ).toBe('Your message: use at least 10 characters.');
    expect(
      summarySentence(field({ kind: 'phone', text: 'Phone number (optional)' }), 'Enter a valid value', 'en-us'),
    ).toBe('Phone number: enter a 10-digit phone number.');
    expect(
      summarySentence(field({ kind: 'checkbox', text: 'I agree to the terms.' }), 'Checkbox must be selected', 'en-us'),
    ).toBe('Tick “I agree to the terms” to go on.');
  });

  it('in Spanish on Spanish pages', () => {
    expect(
      summarySentence(
        field({ kind: 'dropdown', text: '¿Sobre qué es tu pregunta?' }),
        'This field is required',
        'es-us',
      ),
    ).toBe('Sobre qué es tu pregunta: elige una de las opciones.');
  });

  it('use the message content wrote for the field as it is, as a sentence', () => {
    const confirm = field({
      kind: 'textField',
      text: 'Confirm email address',
      validationType: { messages: { matchesField: 'Enter the same email address in both boxes' } },
    });
    expect(summarySentence(confirm, 'Enter the same email address in both boxes', 'en-us')).toBe(
      'Enter the same email address in both boxes.',
    );
    const written = field({
      kind: 'dropdown',
      text: 'Topic',
      validationType: { required: true, messages: { required: 'This field is required' } },
    });
    // content that repeats the default wording on purpose still gets it as written
    expect(summarySentence(written, 'This field is required', 'en-us')).toBe('This field is required.');
  });

  it('a field without a label still reads as a sentence', () => {
    expect(summarySentence(field({ kind: 'textField' }), 'This field is required', 'en-us')).toBe('Enter an answer.');
  });
});
