import { describe, expect, it } from 'vitest';
import {
  idempotencyKeyHeaderSchema,
  newReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  REFERENCE_PREFIXES,
} from './submission.ts';

describe('references', () => {
  it('use 32 characters that cannot be misheard or misread: no 0, O, 1 or I', () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
  });

  it('are a prefix per form and two groups of four', () => {
    for (const prefix of Object.values(REFERENCE_PREFIXES)) {
      const reference = newReference(prefix);
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.startsWith(`${prefix}-`)).toBe(true);
    }
    expect(new Set(Object.values(REFERENCE_PREFIXES)).size).toBe(4);
  });

  it('map each random byte to a character by its low five bits, so every character is as likely', () => {
    const bytes = [0, 1, 31, 32, 33, 255, 64, 95];
    expect(newReference('WV', () => Uint8Array.from(bytes))).toBe('WV-23Z2-3Z2Z');
  });

  it('differ from one draw to the next', () => {
    const drawn = new Set(Array.from({ length: 1000 }, () => newReference('WF')));
    expect(drawn.size).toBe(1000);
  });

  it.each(['WV-2345-6789', 'MR-ABCD-EFGH', 'WF-XYZ2-9HJK'])('accept %s', (ref) =>
    expect(ref).toMatch(REFERENCE_PATTERN),
  );
  it.each(['WV-0000-0000', 'WV-ABCD-EFGI', 'wv-abcd-efgh', 'WV-ABCDEFGH', 'WV-ABCD-EFGH-'])('refuse %s', (ref) =>
    expect(ref).not.toMatch(REFERENCE_PATTERN),
  );
});

describe('the Idempotency-Key header', () => {
  it('is optional, and taken bare or as a quoted structured string', () => {
    expect(idempotencyKeyHeaderSchema.parse(undefined)).toBeUndefined();
    const uuid = '6f1c2b1e-2d8e-4c7a-9a51-0b3f0e8f2a11';
    expect(idempotencyKeyHeaderSchema.parse(uuid)).toBe(uuid);
    expect(idempotencyKeyHeaderSchema.parse(`"${uuid}"`)).toBe(uuid);
    expect(idempotencyKeyHeaderSchema.parse('form:contact-us.2026_01')).toBe('form:contact-us.2026_01');
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(129)],
    ['spaces', 'a key with spaces'],
    ['two keys joined by a repeated header', 'aaaaaaaa, bbbbbbbb'],
    ['empty', ''],
  ])('refuses a key that is %s with a message naming the header', (_name, key) => {
    const result = idempotencyKeyHeaderSchema.safeParse(key);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^The Idempotency-Key header must be 8 to 128/);
  });
});
