import { createContext } from 'react';
import type { ApiResult } from '../../api/http.ts';
import type { MeResponse } from '@carrier/shared/access';

/** Who is signed in, as far as this tab knows: still asking the gateway, nobody, or someone. */
export type SessionState = { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; me: MeResponse };

export interface SessionContextValue {
  session: SessionState;
  /** Records a successful sign-in (the POST /auth/login answer). */
  signedIn(me: MeResponse): void;
  /** POST /auth/logout with the session's CSRF token; signed out afterwards unless the call failed. */
  signOut(): Promise<ApiResult<undefined>>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
