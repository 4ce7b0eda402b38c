/**
 * The session cookie among a response's Set-Cookie headers, as a Cookie header value ('sid=…'); undefined when the
 * response sets none or clears it. A sign-in sets other cookies too (a known device, the browser helpers), in no
 * order a caller may rely on.
 */
export function sessionCookieFrom(setCookie: string | readonly string[] | undefined): string | undefined {
  const all = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  const sid = all.find((c) => c.startsWith('sid=') && !c.startsWith('sid=;'));
  return sid?.split(';')[0];
}
