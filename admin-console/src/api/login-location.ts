import { ApiFailure } from './api-failure.ts';

/**
 * 002 §6: a 401 with a Location header sends the browser there to sign in. Only http(s) locations are followed,
 * so a reply can never make the console navigate to a script URL.
 */
export function loginLocationOf(error: unknown, base: string = globalThis.location?.href ?? 'http://localhost/'): string | null {
  if (!(error instanceof ApiFailure) || error.status !== 401 || !error.location) return null;
  try {
    const url = new URL(error.location, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? error.location : null;
  } catch {
    return null;
  }
}
