import type { VerifyAction } from '../authorisation/verify-employee.ts';
import { effectiveRoles, parseRolesString } from '@carrier/shared/access';

/**
 * 002 §4 Fan upload: on load the user is verified (source fupt). AUTHORIZED with edit_fanUpload enables the
 * controls; a login redirect shows the spinner; any other status shows a message and keeps the controls disabled.
 */
export type UploadAuthorisationStatus = 'pending' | 'authorized' | 'unauthorized' | 'error' | 'loginRedirect';

export interface UploadAuthorisationState {
  status: UploadAuthorisationStatus;
  loginLocation: string | null;
}

export type UploadAuthorisationAction = VerifyAction;

export const initialUploadAuthorisation: UploadAuthorisationState = { status: 'pending', loginLocation: null };

export function uploadAuthorisationReducer(
  state: UploadAuthorisationState,
  action: UploadAuthorisationAction,
): UploadAuthorisationState {
  if (state.status !== 'pending') return state;
  switch (action.type) {
    case 'verified': {
      // 002 §6: the profile roles (comma-separated) must include edit_fanUpload, whatever the status says.
      const allowed =
        action.reply.status === 'AUTHORIZED' &&
        effectiveRoles(parseRolesString(action.reply.roles)).has('edit_fanUpload');
      return { status: allowed ? 'authorized' : 'unauthorized', loginLocation: null };
    }
    case 'forbidden':
      return { status: 'unauthorized', loginLocation: null };
    case 'loginRequired':
      return { status: 'loginRedirect', loginLocation: action.location };
    case 'failed':
      return { status: 'error', loginLocation: null };
  }
}
