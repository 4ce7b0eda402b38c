import { describe, expect, it, vi } from 'vitest';
import {
  authStateExpiry,
  hasAccountNumber,
  isBusinessWireless,
  isBusinessWirelessByCookies,
  isSignedIn,
  parseCookies,
  readFanId,
  readFanSessionCookie,
  readSessionCookie,
  serializeAuthState,
  serializeFanSessionCookie,
  serializeSessionCookie,
  type StorageLike,
} from './sign-in-cookies.ts';

const now = 1_800_000_000_000;
const session = (groups: string[], fanId: string | null = null) =>
  `custSession=${encodeURIComponent(serializeSessionCookie({ groups, fanId }))}`;
const authState = (expiry: number) => `custAuthState=${encodeURIComponent(serializeAuthState('customer1', expiry))}`;
const jar = (...parts: string[]) => parts.join('; ');

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('002 §6 signed-in detection', () => {
  it('needs Auth in the group list and an auth-state expiry in the future', () => {
    expect(isSignedIn(jar(session(['Customer', 'Auth']), authState(now + 1000)), now)).toBe(true);
    expect(isSignedIn(jar(session(['Customer']), authState(now + 1000)), now)).toBe(false);
    expect(isSignedIn(jar(session(['Auth']), authState(now - 1)), now)).toBe(false);
    expect(isSignedIn(session(['Auth']), now)).toBe(false);
    expect(isSignedIn('', now)).toBe(false);
  });
  it('reads the expiry after the colon and the cookie round trip', () => {
    expect(authStateExpiry(authState(now))).toBe(now);
    expect(authStateExpiry('custAuthState=garbage')).toBeNull();
    expect(readSessionCookie(session(['Auth', 'Customer'], '00012345'))).toEqual({
      groups: ['Auth', 'Customer'],
      fanId: '00012345',
    });
    expect(parseCookies('a=1; b=%3D; a=2').get('a')).toBe('1');
  });
  it('account-number check: true when FANID is present', () => {
    expect(hasAccountNumber(session(['Auth'], '00012345'))).toBe(true);
    expect(hasAccountNumber(session(['Auth']))).toBe(false);
  });
});

describe('002 §6 business wireless check', () => {
  const signedIn = jar(session(['Auth']), authState(now + 60_000));

  it('is true from the gateway cookie while signed in, or from serviceType bsseWireless', () => {
    expect(isBusinessWirelessByCookies(jar(signedIn, 'bsseGateway=1'), now)).toBe(true);
    expect(isBusinessWirelessByCookies('bsseGateway=1', now)).toBe(false);
    expect(isBusinessWirelessByCookies(`wirelessDetails=${encodeURIComponent('serviceType=bsseWireless')}`, now)).toBe(
      true,
    );
  });

  it('calls auth details once per session and remembers the answer in bsseCto', async () => {
    const storage = memoryStorage();
    const fetchAuthDetails = vi.fn().mockResolvedValue({ hasBsseWireless: true, acctInfocusType: 'BSSE' });
    expect(await isBusinessWireless({ cookies: signedIn, storage, fetchAuthDetails, now })).toBe(true);
    expect(await isBusinessWireless({ cookies: signedIn, storage, fetchAuthDetails, now })).toBe(true);
    expect(fetchAuthDetails).toHaveBeenCalledTimes(1);
    expect(storage.data.get('bsseCto')).toBe('true');
  });

  it('is false unless hasBsseWireless and acctInfocusType BSSE; not called when signed out or not asked', async () => {
    const fetchAuthDetails = vi.fn().mockResolvedValue({ hasBsseWireless: true, acctInfocusType: 'CONSUMER' });
    expect(await isBusinessWireless({ cookies: signedIn, storage: memoryStorage(), fetchAuthDetails, now })).toBe(
      false,
    );
    expect(await isBusinessWireless({ cookies: '', storage: memoryStorage(), fetchAuthDetails, now })).toBe(false);
    expect(await isBusinessWireless({ cookies: signedIn, storage: memoryStorage(), now })).toBe(false);
    expect(fetchAuthDetails).toHaveBeenCalledTimes(1);
  });

  it('a failed call rethrows and leaves no marker', async () => {
    const storage = memoryStorage();
    await expect(
      isBusinessWireless({ cookies: signedIn, storage, fetchAuthDetails: () => Promise.reject(new Error('503')), now }),
    ).rejects.toThrow('503');
    expect(storage.data.has('bsseCto')).toBe(false);
  });
});

describe('001 §3 GNSESS: the fan session cookie (JSON with FANID), one FAN reader with custSession', () => {
  const gnsess = (fanId: string) => `GNSESS=${serializeFanSessionCookie(fanId)}`;

  it('round-trips the FANID through the URL-encoded JSON value', () => {
    expect(decodeURIComponent(serializeFanSessionCookie('00012345'))).toBe('{"FANID":"00012345"}');
    expect(readFanSessionCookie(jar('a=b', gnsess('00012345')))).toBe('00012345');
    expect(readFanId(gnsess('10000001'))).toBe('10000001');
  });
  it('reads a bare JSON value a browser wrote without encoding', () => {
    expect(readFanSessionCookie('GNSESS={"FANID":"00054321"}')).toBe('00054321');
  });
  it('reads no FAN from a value that is not JSON, not an object, or not an 8-digit FANID', () => {
    for (const value of [
      'garbage',
      '%7B',
      '"00012345"',
      '{"FANID":12345678}',
      '{"FANID":"1234"}',
      '{"fanid":"00012345"}',
    ])
      expect(readFanSessionCookie(`GNSESS=${value}`), value).toBeNull();
    expect(readFanSessionCookie(`GNSESS=${encodeURIComponent(JSON.stringify({ FANID: '0'.repeat(300) }))}`)).toBeNull();
    expect(readFanSessionCookie('')).toBeNull();
  });
  it('prefers GNSESS and falls back to the session cookie’s FANID', () => {
    expect(readFanId(jar(session(['Auth'], '00099999'), gnsess('00012345')))).toBe('00012345');
    expect(readFanId(jar(session(['Auth'], '00099999'), 'GNSESS=broken'))).toBe('00099999');
    expect(readFanId(session(['Auth'], 'not-a-fan'))).toBeNull();
    expect(readFanId(session(['Auth']))).toBeNull();
  });
});
