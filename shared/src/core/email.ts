/**
 * The product's two e-mail rules, both from the specifications, kept in one place:
 * - 002 §5 'Enter valid email id': something before the @, a domain, and an ending of 2 to 15 letters. The generic
 *   forms and the fan upload's contact column check with it.
 * - 000 §5: the self-service primary e-mail is tested by a loose pattern (something, an at sign, something, a dot,
 *   something; no spaces), so an address the carrier already holds is not refused for an unusual ending.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,15}$/;
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 000 §5: the loose test of a customer's e-mail. */
export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && LOOSE_EMAIL_PATTERN.test(value.trim());
}
