import { sameSitePath } from '@carrier/shared/access';

/**
 * Where to go after signing in: the returnurl when it is a path on this site, else `fallback`. A returnurl back to
 * the sign-in page also falls back, to avoid a loop.
 */
export function safeReturnUrl(value: string | null, fallback: string): string {
  const path = sameSitePath(value);
  if (!path) return fallback;
  if (/^\/(es-us\/)?signin\/?$/i.test(path.split(/[?#]/)[0]!)) return fallback;
  return path;
}
