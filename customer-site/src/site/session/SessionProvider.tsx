import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse } from '@carrier/shared/access';
import { getMe, logout } from '../../api/auth.ts';
import type { ApiResult } from '../../api/http.ts';
import { useInitialData } from '../initial-data/use-initial-data.ts';
import { SessionContext, type SessionState } from './session-context.ts';
import { signInState } from './sign-in-state.ts';

/**
 * Who is signed in, for the header and the sign-in page: what the server rendered the page with, or else one
 * GET /auth/me on load.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const rendered = useInitialData('session');
  const [session, setSession] = useState<SessionState>(() =>
    rendered
      ? rendered.me
        ? { status: 'signedIn', me: rendered.me }
        : { status: 'signedOut' }
      : { status: 'checking' },
  );
  const renderedSignedOut = rendered !== undefined && rendered.me === null;
  const known = rendered !== undefined;

  useEffect(() => {
    // The server found no session: drop the sign-in helpers' cookies it may have left behind, as a 401 would.
    if (renderedSignedOut) signInState.forgetSignIn();
    if (known) return;
    const controller = new AbortController();
    void getMe(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      // 401 means nobody; any other failure also leaves the visitor signed out, with a Sign in link to try.
      if (!result.ok && result.error.status === 401) signInState.forgetSignIn();
      setSession(result.ok ? { status: 'signedIn', me: result.data } : { status: 'signedOut' });
    });
    return () => controller.abort();
  }, [known, renderedSignedOut]);

  const signedIn = useCallback((me: MeResponse) => {
    signInState.forgetBusinessWireless();
    setSession({ status: 'signedIn', me });
  }, []);

  const signOut = useCallback(async (): Promise<ApiResult<undefined>> => {
    if (session.status !== 'signedIn') return { ok: true, data: undefined };
    const result = await logout(session.me.csrfToken);
    // 401: the session had already ended on the server, which is what signing out wanted.
    if (result.ok || result.error.status === 401) {
      signInState.forgetBusinessWireless();
      setSession({ status: 'signedOut' });
      return { ok: true, data: undefined };
    }
    return result;
  }, [session]);

  const value = useMemo(() => ({ session, signedIn, signOut }), [session, signedIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
