import type { VerifyAction } from '../authorisation/verify-employee.ts';
import { fanToolMode, parseRolesString, type FanToolMode } from '@carrier/shared/access';

/**
 * 002 §4 Fan tools: the authorisation state starts as unauthorized and becomes authorized (with the role),
 * error or login redirect. `pending` is true until the check answers; the first answer is final.
 */
export type AuthorisationStatus = 'unauthorized' | 'authorized' | 'error' | 'loginRedirect';

export interface AuthorisationState {
  status: AuthorisationStatus;
  pending: boolean;
  /** 002 §6: write wins over read; null unless authorized. */
  mode: FanToolMode;
  /** Where the browser goes to sign in, for loginRedirect. */
  loginLocation: string | null;
}

export type AuthorisationAction = VerifyAction;

export const initialAuthorisationState: AuthorisationState = {
  status: 'unauthorized',
  pending: true,
  mode: null,
  loginLocation: null,
};

const settled = (status: AuthorisationStatus, extra: Partial<AuthorisationState> = {}): AuthorisationState => ({
  ...initialAuthorisationState,
  status,
  pending: false,
  ...extra,
});

export function authorisationReducer(state: AuthorisationState, action: AuthorisationAction): AuthorisationState {
  if (!state.pending) return state;
  switch (action.type) {
    case 'verified': {
      if (action.reply.status !== 'AUTHORIZED') return settled('unauthorized');
      // 002 §6: no matching role gives unauthorized, even when the call says AUTHORIZED.
      const mode = fanToolMode(parseRolesString(action.reply.roles));
      return mode ? settled('authorized', { mode }) : settled('unauthorized');
    }
    case 'forbidden':
      return settled('unauthorized');
    case 'loginRequired':
      return settled('loginRedirect', { loginLocation: action.location });
    case 'failed':
      return settled('error');
  }
}
