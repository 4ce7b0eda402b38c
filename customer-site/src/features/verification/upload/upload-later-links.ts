/** 001 §2 upload later: the enrollment's auth options, with the login intent and the verification to come back to. */
export function uploadLaterUrl(loginIntent: 'softLogin' | 'hardLogin', verificationId: string | undefined): string {
  const params = new URLSearchParams({ loginIntent });
  if (verificationId) params.set('verificationId', verificationId);
  return `/enrollment/signature/?${params}`;
}
