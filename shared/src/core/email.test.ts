import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail } from './email.ts';

describe('the e-mail rules', () => {
  it.each(['a@b.co', 'first.last+tag@example.com'])('002 §5 accepts %j', (e) =>
    expect(EMAIL_PATTERN.test(e)).toBe(true),
  );
  it.each(['a@b', 'a b@c.de', '@b.co', 'a@b.c', 'a@b.c0m', `a@b.${'x'.repeat(16)}`])('002 §5 refuses %j', (e) =>
    expect(EMAIL_PATTERN.test(e)).toBe(false),
  );
  it.each(['a@b.co', 'a@b.c', 'a@b.c0m', '  padded@example.org  '])('000 §5 (loose) accepts %j', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'a@b', 'a b@c.d', '@b.co', 'ab.co', null, undefined])('000 §5 (loose) refuses %j', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
});
