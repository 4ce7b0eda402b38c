// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeAuthState, serializeSessionCookie } from '@carrier/shared/access';
import { json, stubFetch } from '../../test/fake-fetch.ts';
import { signInState } from './sign-in-state.ts';

afterEach(() => {
  for (const c of document.cookie.split(';'))
    document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function signIn() {
  document.cookie = `custSession=${encodeURIComponent(serializeSessionCookie({ groups: ['Auth', 'Customer'], fanId: '00012345' }))}; path=/`;
  document.cookie = `custAuthState=${encodeURIComponent(serializeAuthState('customer2', Date.now() + 60_000))}; path=/`;
}

describe('sign-in helpers over document.cookie (002 §6)', () => {
  it('reads signed-in state and the account number from the cookies the gateway sets', () => {
    expect(signInState.isSignedIn()).toBe(false);
    signIn();
    expect(signInState.isSignedIn()).toBe(true);
    expect(signInState.hasAccountNumber()).toBe(true);
  });

  it('forgetSignIn drops the readable sign-in cookies and the bsseCto marker', () => {
    signIn();
    sessionStorage.setItem('bsseCto', 'true');
    document.cookie = 'other=keep; path=/';
    signInState.forgetSignIn();
    expect(signInState.isSignedIn()).toBe(false);
    expect(signInState.hasAccountNumber()).toBe(false);
    expect(sessionStorage.getItem('bsseCto')).toBeNull();
    expect(document.cookie).toContain('other=keep');
  });

  it('asks auth details once per browser session', async () => {
    signIn();
    const fetchMock = stubFetch({
      'GET /msapi/sales/buywirelessorchestrationms/v1/auth/details': () =>
        json(200, { hasBsseWireless: true, acctInfocusType: 'BSSE' }),
    });
    expect(await signInState.isBusinessWireless()).toBe(false);
    expect(await signInState.isBusinessWireless(true)).toBe(true);
    expect(await signInState.isBusinessWireless(true)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('bsseCto')).toBe('true');
    // Another customer signing in on this tab gets their own answer.
    signInState.forgetBusinessWireless();
    expect(sessionStorage.getItem('bsseCto')).toBeNull();
    expect(await signInState.isBusinessWireless(true)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
