const BASE = 'http://site.invalid';
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A returnurl reduced to a path on this site (path, query and fragment), or null when it could lead elsewhere:
 * other hosts, protocol-relative `//host`, back-slashes (`/\host`), schemes (`javascript:`), control characters.
 * Sign-in pages use it so they cannot be used to send someone off the site.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}
