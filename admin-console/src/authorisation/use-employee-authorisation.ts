import { useEffect, useReducer, useState, type Reducer } from 'react';
import { isAbortError } from '../api/api-failure.ts';
import { followSignIn } from '../api/follow-sign-in.ts';
import { DEFAULT_FLAGS, loadFlags, type FeatureFlags } from '../api/flags.ts';
import { verifyEmployee, type VerifyAction, type VerifySource } from './verify-employee.ts';

interface RedirectingState {
  status: string;
  loginLocation: string | null;
}

/**
 * 002 §4: on load, read the flags, then ask the employee authorization service whether this user may use the
 * tool (its source); the tool's reducer decides what the answer means. A login redirect sends the browser to
 * the Location the service gave.
 */
export function useEmployeeAuthorisation<S extends RedirectingState>(
  source: VerifySource,
  reducer: Reducer<S, VerifyAction>,
  initialState: S,
): { state: S; flags: FeatureFlags } {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [flags, setFlags] = useState<FeatureFlags>(DEFAULT_FLAGS);

  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      const loaded = await loadFlags();
      if (controller.signal.aborted) return;
      setFlags(loaded);
      const returnUrl = `${window.location.pathname}${window.location.search}`;
      try {
        dispatch(await verifyEmployee(source, loaded.newEmployeeAuthApi, returnUrl, controller.signal));
      } catch (error) {
        if (!isAbortError(error)) dispatch({ type: 'failed' });
      }
    };
    void check();
    return () => controller.abort();
  }, [source]);

  useEffect(() => {
    if (state.status === 'loginRedirect' && state.loginLocation) followSignIn(state.loginLocation);
  }, [state.status, state.loginLocation]);

  return { state, flags };
}
