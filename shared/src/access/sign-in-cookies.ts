import type { AuthDetails } from '../forms/organisations.ts';

/**
 * 002 §3 'Cookies and storage read' and §6 signed-in detection. The gateway's customer sign-in writes these
 * cookies with the serialisers below and the browser helpers read them, so both sides share one format. None of
 * them carries a secret: the real session is the HttpOnly `sid` cookie.
 */
export const SIGN_IN_COOKIES = {
  /** Session cookie: 'UG=<group list>&FANID=<fan id>' (URL-encoded query form). */
  session: 'custSession',
  /** Auth state: '<user>:<expiry, epoch milliseconds>' — the expiry after the colon. */
  authState: 'custAuthState',
  /** Gateway cookie set by the business (BSSE) sign-in gateway; read only. */
  gateway: 'bsseGateway',
  /** Wireless details: 'serviceType=<type>' (bsseWireless counts as business wireless). */
  wirelessDetails: 'wirelessDetails',
  /** 001 §3 fan session cookie: JSON {"FANID":"<fan id>"}, URL-encoded (see readFanId). */
  fanSession: 'GNSESS',
} as const;

/** 002 §3 session storage keys these helpers use. */
export const SESSION_STORAGE_KEYS = { bsseCto: 'bsseCto' } as const;

export const AUTH_GROUP = 'Auth';
export const BSSE_SERVICE_TYPE = 'bsseWireless';
export const BSSE_INFOCUS_TYPE = 'BSSE';

/** A document.cookie string as name → value (values URL-decoded where they can be). */
export function parseCookies(cookieHeader: string | undefined | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || jar.has(name)) continue;
    jar.set(name, safeDecode(part.slice(eq + 1).trim()));
  }
  return jar;
}

export interface SessionCookie {
  groups: string[];
  fanId: string | null;
}

export function serializeSessionCookie(value: SessionCookie): string {
  const params = new URLSearchParams({ UG: value.groups.join(',') });
  if (value.fanId) params.set('FANID', value.fanId);
  return params.toString();
}

export function readSessionCookie(cookieHeader: string | undefined | null): SessionCookie | null {
  const raw = parseCookies(cookieHeader).get(SIGN_IN_COOKIES.session);
  if (raw === undefined) return null;
  const params = new URLSearchParams(raw);
  const groups = (params.get('UG') ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const fanId = params.get('FANID')?.trim() || null;
  return { groups, fanId };
}

export function serializeAuthState(user: string, expiresAt: number): string {
  return `${user.replace(/:/g, '')}:${expiresAt}`;
}

/** The auth-state cookie's expiry (epoch ms): the number after the last colon, or null. */
export function authStateExpiry(cookieHeader: string | undefined | null): number | null {
  const raw = parseCookies(cookieHeader).get(SIGN_IN_COOKIES.authState);
  if (!raw) return null;
  const after = raw.slice(raw.lastIndexOf(':') + 1);
  const n = /^\d+$/.test(after) ? Number(after) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** 002 §4, §6: signed in when the group list includes Auth and the auth-state expiry is in the future. */
export function isSignedIn(cookieHeader: string | undefined | null, now: number = Date.now()): boolean {
  const session = readSessionCookie(cookieHeader);
  const expiry = authStateExpiry(cookieHeader);
  return Boolean(session?.groups.includes(AUTH_GROUP)) && expiry !== null && expiry > now;
}

/** 002 §6: the account-number check is true when the FANID is present. */
export function hasAccountNumber(cookieHeader: string | undefined | null): boolean {
  return Boolean(readSessionCookie(cookieHeader)?.fanId);
}

/** 002 §6: business wireless from cookies alone: the gateway cookie while signed in, or serviceType bsseWireless. */
export function isBusinessWirelessByCookies(
  cookieHeader: string | undefined | null,
  now: number = Date.now(),
): boolean {
  const jar = parseCookies(cookieHeader);
  if (jar.has(SIGN_IN_COOKIES.gateway) && isSignedIn(cookieHeader, now)) return true;
  const details = jar.get(SIGN_IN_COOKIES.wirelessDetails);
  return details !== undefined && new URLSearchParams(details).get('serviceType') === BSSE_SERVICE_TYPE;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * 002 §6 business wireless check. Cookies first; otherwise, when signed in and the caller asks, the auth-details
 * service is called once per browser session (the bsseCto marker holds the answer), true only when
 * hasBsseWireless is true and acctInfocusType is BSSE. A failed call rethrows (002 §8) and leaves no marker.
 */
export async function isBusinessWireless(options: {
  cookies: string | undefined | null;
  storage: StorageLike;
  fetchAuthDetails?: () => Promise<AuthDetails>;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Date.now();
  if (isBusinessWirelessByCookies(options.cookies, now)) return true;
  if (!options.fetchAuthDetails || !isSignedIn(options.cookies, now)) return false;
  const marker = options.storage.getItem(SESSION_STORAGE_KEYS.bsseCto);
  if (marker !== null) return marker === 'true';
  const details = await options.fetchAuthDetails();
  const result = details.hasBsseWireless === true && details.acctInfocusType === BSSE_INFOCUS_TYPE;
  options.storage.setItem(SESSION_STORAGE_KEYS.bsseCto, String(result));
  return result;
}

/** A FANID either cookie may carry: 8 digits (002 §3); anything else is read as no FAN. */
const COOKIE_FAN_ID = /^\d{8}$/;

/**
 * 001 §3 the GNSESS value for a FAN: JSON {"FANID":"…"}. Cookie values cannot hold '"' or ',' bare, so the JSON is
 * URL-encoded — as the custSession value is — and parseCookies decodes it. The gateway's fan landing writes it with
 * this; a browser writes document.cookie = `GNSESS=${serializeFanSessionCookie(fan)}; path=/`.
 */
export function serializeFanSessionCookie(fanId: string): string {
  return encodeURIComponent(JSON.stringify({ FANID: fanId }));
}

/** The FANID of the GNSESS cookie, or null when it is absent, not JSON, or not a FAN. */
export function readFanSessionCookie(cookieHeader: string | undefined | null): string | null {
  const raw = parseCookies(cookieHeader).get(SIGN_IN_COOKIES.fanSession);
  if (raw === undefined || raw.length > 256) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const fanId = value && typeof value === 'object' ? (value as { FANID?: unknown }).FANID : undefined;
    return typeof fanId === 'string' && COOKIE_FAN_ID.test(fanId) ? fanId : null;
  } catch {
    return null;
  }
}

/**
 * The one FAN reader of the sign-in cookies (decision 017): the discount program's fan session (GNSESS) first,
 * then the signed-in session cookie's FANID. Both carry the same FANID, an 8-digit FAN; nothing else is read as one.
 */
export function readFanId(cookieHeader: string | undefined | null): string | null {
  const fromFanSession = readFanSessionCookie(cookieHeader);
  if (fromFanSession) return fromFanSession;
  const fromSession = readSessionCookie(cookieHeader)?.fanId ?? null;
  return fromSession && COOKIE_FAN_ID.test(fromSession) ? fromSession : null;
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
