import { useEffect, useReducer, useState } from 'react';
import { isAbortError } from '../providers/api-failure.ts';
import { DEFAULT_FLAGS, loadFlags, type FeatureFlags } from '../providers/flags.ts';
import { verifyUser } from './api/verify-user.ts';
import { authorisationReducer, initialAuthorisationState, type AuthorisationState } from './authorisation-reducer.ts';

/**
 * On load: read the flags, then ask the employee authorisation service whether this user may use the tool
 * (002 §4, §7). A login redirect sends the browser to the Location the service gave.
 */
export function useFanToolAuthorisation(): { state: AuthorisationState; flags: FeatureFlags } {
  const [state, dispatch] = useReducer(authorisationReducer, initialAuthorisationState);
  const [flags, setFlags] = useState<FeatureFlags>(DEFAULT_FLAGS);

  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      const loaded = await loadFlags();
      if (controller.signal.aborted) return;
      setFlags(loaded);
      const returnUrl = `${window.location.pathname}${window.location.search}`;
      try {
        dispatch(await verifyUser(loaded, returnUrl, controller.signal));
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
