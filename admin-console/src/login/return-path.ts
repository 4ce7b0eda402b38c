/** Where the console lives; its router works on the paths below it. */
const CONSOLE_BASE = '/admin';
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The router path to open after sign-in: the `returnurl` query parameter when it is a same-site path under
 * /admin, otherwise the console's home. Anything else (other hosts, `//host`, back-slashes, schemes) is ignored,
 * so the sign-in page cannot be used to send an employee elsewhere.
 */
export function returnPathAfterLogin(returnUrl: string | null, origin: string): string {
  const home = '/';
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return home;
  if (returnUrl.includes('\\') || CONTROL_CHARACTERS.test(returnUrl)) return home;
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return home;
  }
  if (url.origin !== origin) return home;
  if (url.pathname !== CONSOLE_BASE && !url.pathname.startsWith(`${CONSOLE_BASE}/`)) return home;
  const inner = url.pathname.slice(CONSOLE_BASE.length) || home;
  if (inner === '/login' || inner.startsWith('/login/')) return home;
  return `${inner}${url.search}${url.hash}`;
}
