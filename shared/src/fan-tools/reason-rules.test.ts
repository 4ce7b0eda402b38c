import { describe, expect, it } from 'vitest';
import { REASON_MAX_LENGTH, validateReasonForChange } from './rules.ts';

const MESSAGE = 'Please enter a reason for change';

describe('validateReasonForChange (002 §5: required, at most 150 characters)', () => {
  it('is limited to 150 characters', () => expect(REASON_MAX_LENGTH).toBe(150));

  it.each(['x', 'Enabled for the spring campaign.', 'a'.repeat(150), `  ${'a'.repeat(150)}  `])(
    'accepts %j',
    (value) => {
      expect(validateReasonForChange(value)).toEqual({ ok: true });
    },
  );

  it.each(['', ' ', '\t\n  '])(`refuses the blank %j with '${MESSAGE}'`, (value) => {
    expect(validateReasonForChange(value)).toEqual({ ok: false, key: 'required', message: MESSAGE });
  });

  it('refuses 151 characters as too long, not as missing', () => {
    expect(validateReasonForChange('a'.repeat(151))).toEqual({
      ok: false,
      key: 'maxLength',
      message: 'The reason for change is too long: use at most 150 characters.',
    });
  });

  it('takes a replacement message from content', () => {
    expect(validateReasonForChange('', 'Give a reason')).toEqual({
      ok: false,
      key: 'required',
      message: 'Give a reason',
    });
  });
});
