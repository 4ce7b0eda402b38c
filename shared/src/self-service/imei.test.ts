import { describe, expect, it } from 'vitest';
import { isValidImei, sanitizeImeiInput } from './imei.ts';

describe('IMEI (000 §5: exactly 15 digits, digits only, max 15)', () => {
  it('keeps digits only and at most 15', () => {
    expect(sanitizeImeiInput('35-209900-176148-1')).toBe('352099001761481');
    expect(sanitizeImeiInput('1234567890123456789')).toBe('123456789012345');
    expect(sanitizeImeiInput('abc')).toBe('');
  });
  it('accepts exactly 15 digits', () => expect(isValidImei('352099001761481')).toBe(true));
  it.each(['', '35209900176148', '3520990017614811', '35209900176148a', '３５２０９９００１７６１４８１'])(
    'refuses %j',
    (v) => {
      expect(isValidImei(v)).toBe(false);
    },
  );
});
