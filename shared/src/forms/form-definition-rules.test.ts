import { describe, expect, it } from 'vitest';
import { checkFormDefinition, parseOptionalData } from './form-definition-rules.ts';

const field = (id: string) => ({ id, kind: 'textField' });

describe('002 §5 form definition rules', () => {
  it('accepts a definition with unique ids and applies the defaults', () => {
    const check = checkFormDefinition({ formData: [field('a'), field('b')] });
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.definition.formType).toBe('default');
      expect(check.definition.eventCode).toBe('UF_ContactUs_Form_Submit');
    }
  });

  it('raises "{id} is a duplicate id" once per duplicated id', () => {
    const check = checkFormDefinition({ formData: [field('email'), field('email'), field('email'), field('x')] });
    expect(check).toEqual({ ok: false, errors: ['email is a duplicate id'] });
  });

  it('raises "No form data was provided!" when formData is missing or empty', () => {
    expect(checkFormDefinition({})).toEqual({ ok: false, errors: ['No form data was provided!'] });
    expect(checkFormDefinition({ formData: [] })).toEqual({ ok: false, errors: ['No form data was provided!'] });
    expect(checkFormDefinition(null).ok).toBe(false);
  });

  it('raises "Optional data format is incorrect!" for anything but pipe-separated name@value pairs', () => {
    for (const bad of ['campaign', 'a@b|c', 'a@b||c@d', '@x', 'a@b@c']) {
      expect(checkFormDefinition({ formData: [field('a')], optionalData: bad })).toEqual({
        ok: false,
        errors: ['Optional data format is incorrect!'],
      });
    }
    expect(checkFormDefinition({ formData: [field('a')], optionalData: 'campaign@spring|channel@web' }).ok).toBe(true);
  });

  it('reports shape errors (an unknown field kind) instead of ignoring them', () => {
    const check = checkFormDefinition({ formData: [{ id: 'a', kind: 'slider' }] });
    expect(check.ok).toBe(false);
  });
});

describe('parseOptionalData', () => {
  it('splits pairs and trims', () => {
    expect(parseOptionalData('campaign@spring | channel@web')).toEqual([
      { name: 'campaign', value: 'spring' },
      { name: 'channel', value: 'web' },
    ]);
    expect(parseOptionalData(undefined)).toEqual([]);
    expect(parseOptionalData('')).toEqual([]);
    expect(parseOptionalData('x')).toBeNull();
  });
});
