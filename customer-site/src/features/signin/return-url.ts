const BASE = 'http://site.invalid';

/**
 * Where to go after signing in: the returnurl when it is a path on this site, else `fallback`. Anything that
 * could leave the site (https://…, //host, /\host, javascript:) is ignored, so the sign-in page cannot be used
 * to send someone elsewhere. A returnurl back to the sign-in page also falls back, to avoid a loop.
 */
export function safeReturnUrl(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (/^\/(es-us\/)?signin\/?$/i.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
