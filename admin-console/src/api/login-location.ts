import { ApiFailure } from './api-failure.ts';

/**
 * Where a 401 may send the browser to sign in: only http(s) locations are followed, so a reply can never make the
 * console navigate to a script URL. null when there is none worth following.
 */
export function safeLoginLocation(
  location: string | null | undefined,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string | null {
  if (!location) return null;
  try {
    const url = new URL(location, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? location : null;
  } catch {
    return null;
  }
}

/** 002 §6: a 401 with a Location header sends the browser there to sign in; anything else is not a sign-in. */
export function loginLocationOf(error: unknown, base?: string): string | null {
  if (!(error instanceof ApiFailure) || error.status !== 401) return null;
  return safeLoginLocation(error.location, base);
}
