import type { ProfileUser } from './index-types.ts';

/**
 * 000 §5: placeholder replacement in content. Greeting names ({firstName}, {lastName}, {name}) and description
 * tokens for user, last, email, phone and slid. Tokens are written in braces; unknown tokens stay as written.
 */
export function placeholderValues(user: Partial<ProfileUser>): Record<string, string> {
  const first = user.firstName ?? '';
  const last = user.lastName ?? '';
  return {
    firstName: first,
    lastName: last,
    name: [first, last].filter(Boolean).join(' '),
    user: first,
    last,
    email: user.emailAddress ?? '',
    phone: user.phoneNumber ?? '',
    slid: user.slid ?? '',
    billingFullName: user.billingFullName ?? '',
  };
}

export function replacePlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? (values[key] ?? '') : whole));
}
