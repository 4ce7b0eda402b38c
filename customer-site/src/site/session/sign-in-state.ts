import {
  hasAccountNumber,
  isBusinessWireless,
  isSignedIn,
  SESSION_STORAGE_KEYS,
  SIGN_IN_COOKIES,
} from '@carrier/shared/access';
import { fetchAuthDetails } from '../../api/auth-details.ts';

/**
 * 002 §6 sign-in helpers over this browser's cookies and session storage. The gateway's customer sign-in writes
 * the cookies they read (custSession with the group list and FANID, custAuthState with the expiry).
 */
export const signInState = {
  isSignedIn: (): boolean => isSignedIn(document.cookie),
  hasAccountNumber: (): boolean => hasAccountNumber(document.cookie),
  /** With askService, calls auth details at most once per browser session (bsseCto). */
  isBusinessWireless: (askService = false): Promise<boolean> =>
    isBusinessWireless({
      cookies: document.cookie,
      storage: window.sessionStorage,
      ...(askService ? { fetchAuthDetails } : {}),
    }),
  /** When the signed-in customer changes (sign-in, sign-out), the remembered answer belongs to nobody. */
  forgetBusinessWireless: (): void => {
    try {
      window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.bsseCto);
    } catch {
      // Storage unavailable: nothing was remembered.
    }
  },
  /**
   * The gateway says there is no session (it ended on the server, say, after being idle): drop the readable
   * sign-in cookies it left behind, so the helpers stop reporting a sign-in that no longer exists.
   */
  forgetSignIn: (): void => {
    for (const name of [SIGN_IN_COOKIES.session, SIGN_IN_COOKIES.authState]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    signInState.forgetBusinessWireless();
  },
};
