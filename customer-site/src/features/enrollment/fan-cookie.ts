import { parseCookies } from '@carrier/shared/access';

/** 001 §3: the GNSESS cookie holds JSON with FANID. */
export function readFanCookie(cookies: string): string | null {
  const raw = parseCookies(cookies).get('GNSESS');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { FANID?: unknown };
    return typeof value.FANID === 'string' && value.FANID.trim() ? value.FANID.trim() : null;
  } catch {
    return null;
  }
}
