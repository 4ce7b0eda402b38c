import { describe, expect, it } from 'vitest';
import { placeholderValues, replacePlaceholders } from './placeholders.ts';
import { profile } from './test-profile.ts';

describe('placeholder replacement (000 §5)', () => {
  const values = placeholderValues(profile.user);
  it('greeting names', () =>
    expect(replacePlaceholders('Hi {firstName} {lastName}', values)).toBe('Hi Jordan Ellison'));
  it('description tokens user, last, email, phone, slid', () => {
    expect(replacePlaceholders('{user} {last} <{email}> {phone} ({slid})', values)).toBe(
      'Jordan Ellison <jordan@example.com> 2145550100 (jellison)',
    );
  });
  it('unknown tokens stay, every occurrence is replaced', () => {
    expect(replacePlaceholders('{user}/{user} {unknown}', values)).toBe('Jordan/Jordan {unknown}');
  });
});
