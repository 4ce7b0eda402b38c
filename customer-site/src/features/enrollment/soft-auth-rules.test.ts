import { describe, expect, it } from 'vitest';
import { isValidSsn, isValidWirelessNumber, isValidZip, wirelessNumberToSend } from './soft-auth-rules.ts';

describe('001 §5 soft authentication rules', () => {
  it('a wireless number: ten digits, dashes allowed, at most 12 characters', () => {
    expect(isValidWirelessNumber('2145550101')).toBe(true);
    expect(isValidWirelessNumber('214-555-0101')).toBe(true);
    expect(isValidWirelessNumber('214555010')).toBe(false);
    expect(isValidWirelessNumber('21455501011')).toBe(false);
    expect(isValidWirelessNumber('214.555.0101')).toBe(false);
    expect(isValidWirelessNumber('2-1-4-5-5-5-0101')).toBe(false);
    expect(isValidWirelessNumber('')).toBe(false);
  });
  it('SSN: exactly 4 digits', () => {
    expect(isValidSsn('1234')).toBe(true);
    expect(isValidSsn('123')).toBe(false);
    expect(isValidSsn('12345')).toBe(false);
    expect(isValidSsn('12a4')).toBe(false);
  });
  it('ZIP: exactly 5 digits', () => {
    expect(isValidZip('75201')).toBe(true);
    expect(isValidZip('7520')).toBe(false);
    expect(isValidZip('752011')).toBe(false);
    expect(isValidZip('7520a')).toBe(false);
  });
  it('dashes are removed before sending', () => {
    expect(wirelessNumberToSend('214-555-0101')).toBe('2145550101');
  });
});
