import { describe, expect, it } from 'vitest';
import {
  formatPhoneDashes,
  formatPhoneDots,
  formatPhoneInput,
  isAllowedPhoneKey,
  TEN_DIGIT_DASH_PATTERN,
} from './phone.ts';

describe('002 §5 phone field', () => {
  it('keeps digits and formats three.three.four once ten are typed', () => {
    expect(formatPhoneInput('555-12')).toBe('55512');
    expect(formatPhoneInput('5551234567')).toBe('555.123.4567');
    expect(formatPhoneInput('(555) 123-45678')).toBe('555.123.4567');
  });
  it('helper formats', () => {
    expect(formatPhoneDots('555-123-4567')).toBe('555.123.4567');
    expect(formatPhoneDashes('555.123.4567')).toBe('555-123-4567');
    expect(TEN_DIGIT_DASH_PATTERN.test('555-123-4567')).toBe(true);
  });
  it('filters keys: digits, editing, navigation and copy/paste/cut/undo only', () => {
    expect(isAllowedPhoneKey({ key: '7' })).toBe(true);
    expect(isAllowedPhoneKey({ key: 'Backspace' })).toBe(true);
    expect(isAllowedPhoneKey({ key: 'ArrowLeft' })).toBe(true);
    expect(isAllowedPhoneKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedPhoneKey({ key: 'z', metaKey: true })).toBe(true);
    expect(isAllowedPhoneKey({ key: 'a' })).toBe(false);
    expect(isAllowedPhoneKey({ key: '-' })).toBe(false);
  });
});
