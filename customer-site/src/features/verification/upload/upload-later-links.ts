import { siteHref, type Locale } from '@carrier/shared/content';

/**
 * 001 §2 upload later: the enrollment's auth options, with the login intent and the verification to come back to,
 * in the page's language.
 */
export function uploadLaterUrl(
  loginIntent: 'softLogin' | 'hardLogin',
  verificationId: string | undefined,
  locale: Locale,
): string {
  const params = new URLSearchParams({ loginIntent });
  if (verificationId) params.set('verificationId', verificationId);
  return siteHref(`/enrollment/signature/?${params}`, locale);
}
