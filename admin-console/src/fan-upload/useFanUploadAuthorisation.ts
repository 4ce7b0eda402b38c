import { useEffect, useReducer, useState } from 'react';
import { isAbortError } from '../providers/api-failure.ts';
import { DEFAULT_FLAGS, loadFlags, type FeatureFlags } from '../providers/flags.ts';
import { verifyUploadUser } from './api/verify-upload-user.ts';
import { initialUploadAuthorisation, uploadAuthorisationReducer, type UploadAuthorisationState } from './upload-authorisation.ts';

/** 002 §4 Fan upload: on load, verify the user (source fupt); a login redirect sends the browser to sign in. */
export function useFanUploadAuthorisation(): { state: UploadAuthorisationState; flags: FeatureFlags } {
  const [state, dispatch] = useReducer(uploadAuthorisationReducer, initialUploadAuthorisation);
  const [flags, setFlags] = useState<FeatureFlags>(DEFAULT_FLAGS);

  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      const loaded = await loadFlags();
      if (controller.signal.aborted) return;
      setFlags(loaded);
      const returnUrl = `${window.location.pathname}${window.location.search}`;
      try {
        dispatch(await verifyUploadUser(loaded.newEmployeeAuthApi, returnUrl, controller.signal));
      } catch (error) {
        if (!isAbortError(error)) dispatch({ type: 'failed' });
      }
    };
    void check();
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.status === 'loginRedirect' && state.loginLocation) window.location.assign(state.loginLocation);
  }, [state.status, state.loginLocation]);

  return { state, flags };
}
