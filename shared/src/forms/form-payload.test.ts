import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, type FormDefinitionInput } from './form-definition.ts';
import {
  buildDefaultPayload,
  buildRetailerPayload,
  chunkFormData,
  readDefaultPayload,
  readRetailerPayload,
} from './form-payload.ts';

const def = (input: FormDefinitionInput) => formDefinitionSchema.parse(input);

const contact = def({
  formName: 'contactUs',
  optionalData: 'campaign@spring',
  formData: [
    { id: 'title', kind: 'header', text: 'Contact us' },
    { id: 'firstName', kind: 'textField', propName: 'FIRST_NAME' },
    { id: 'email', kind: 'textField' },
    { id: 'notes', kind: 'textArea' },
    { id: 'internal', kind: 'textField', skipFieldOnFormSubmit: true },
    { id: 'agree', kind: 'checkbox' },
    { id: 'submit_btn', kind: 'button', text: 'Send' },
  ],
});

describe('002 §7 form chunking', () => {
  it('splits at most 200 characters, breaking after a pair, into exactly five strings', () => {
    const pairs = Array.from({ length: 12 }, (_, i) => `field${i}: ${'x'.repeat(40)}`).join('\n');
    const chunks = chunkFormData(pairs);
    expect(chunks).toHaveLength(5);
    for (const c of chunks.slice(0, 4)) expect(c.length).toBeLessThanOrEqual(200);
    expect(chunks.join('')).toBe(pairs);
    expect(chunks[0]!.endsWith('\n')).toBe(true);
  });
  it('pads with empty strings and cuts a long pair at 200', () => {
    expect(chunkFormData('a: b')).toEqual(['a: b', '', '', '', '']);
    const long = 'notes: ' + 'y'.repeat(450);
    const chunks = chunkFormData(long);
    expect(chunks.map((c) => c.length)).toEqual([200, 200, 57, 0, 0]);
  });
  it('keeps everything: the fifth string holds any remainder', () => {
    const text = 'z'.repeat(1500);
    const chunks = chunkFormData(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks[4]!.length).toBe(700);
  });
});

describe('002 §7 default payload', () => {
  const values = {
    firstName: 'Ana',
    email: 'ana@example.com',
    notes: 'line one\nline two',
    internal: 'secret',
    agree: true,
  };
  const payload = buildDefaultPayload(contact, values);

  it('has CommonData, formdata … formdata5 and source; skips display and skipped fields', () => {
    expect(payload.CommonData).toEqual({ AppName: 'CommonServices' });
    expect(payload.source).toBe('contactUs');
    expect(payload.formdata).toBe(
      'FIRST_NAME: Ana\nemail: ana@example.com\nnotes: line one\nline two\nagree: true\ncampaign: spring',
    );
    expect(payload.formdata2).toBe('');
    expect(payload.formdata).not.toContain('secret');
  });

  it('reads back into values by field id (the gateway re-check)', () => {
    expect(readDefaultPayload(contact, payload)).toEqual({
      firstName: 'Ana',
      email: 'ana@example.com',
      notes: 'line one\nline two',
      agree: true,
    });
  });
});

describe('002 §7 authorizedRetailerForm payload', () => {
  it('one property per propName, plus CommonData and source', () => {
    const payload = buildRetailerPayload(contact, { firstName: 'Ana', email: 'a@b.co', agree: null });
    expect(payload).toEqual({
      CommonData: { AppName: 'CommonServices' },
      source: 'contactUs',
      FIRST_NAME: 'Ana',
      email: 'a@b.co',
      notes: '',
      agree: '',
      campaign: 'spring',
    });
    expect(readRetailerPayload(contact, payload).firstName).toBe('Ana');
  });
});
