import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isAbortError } from '../../api/api-failure.ts';
import { followSignIn } from '../../api/follow-sign-in.ts';
import { messageOf, uploadFanDetails } from '../api/upload-fan-details.ts';
import {
  canApplyDryRun,
  canSubmit,
  initialUploadState,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-reducer.ts';

export interface FanUploadController {
  state: UploadState;
  choose: (files: File[]) => void;
  remove: () => void;
  setDryRun: (dryRun: boolean) => void;
  submit: () => Promise<void>;
  /** Applies the file a successful dry run checked, without choosing it again. */
  applyDryRun: () => Promise<void>;
}

/**
 * The form's state machine and its one call. A 401 shows the page's loading spinner and sends the browser to sign in
 * (or reloads when the gateway named no Location, 002 §7).
 */
export function useFanUpload(): FanUploadController {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(async (file: File, dryRun: boolean, start: UploadAction) => {
    dispatch(start);
    abort.current = new AbortController();
    try {
      const outcome = await uploadFanDetails({
        file,
        dryRun,
        signal: abort.current.signal,
        onProgress: (loaded, total) => dispatch({ type: 'progressed', loaded, total }),
        onSent: () => dispatch({ type: 'sent' }),
      });
      if (outcome.kind === 'report') dispatch({ type: 'reported', report: outcome.report });
      else if (outcome.kind === 'loginRequired') dispatch({ type: 'loginRequired', location: outcome.location });
      else dispatch({ type: 'failed', message: messageOf(outcome) });
    } catch (error) {
      if (!isAbortError(error)) throw error;
    }
  }, []);

  const submit = useCallback(async () => {
    if (!canSubmit(state) || !state.file) return;
    await send(state.file, state.dryRun, { type: 'started' });
  }, [state, send]);

  const applyDryRun = useCallback(async () => {
    if (!canApplyDryRun(state) || !state.file) return;
    await send(state.file, false, { type: 'applyStarted' });
  }, [state, send]);

  // The spinner is on screen (phase 'loginRedirect') before the browser leaves for sign in.
  const redirecting = state.phase === 'loginRedirect';
  const loginLocation = state.loginLocation;
  useEffect(() => {
    if (!redirecting) return;
    followSignIn(loginLocation);
  }, [redirecting, loginLocation]);

  return {
    state,
    choose: useCallback((files: File[]) => dispatch({ type: 'chosen', files }), []),
    remove: useCallback(() => dispatch({ type: 'removed' }), []),
    setDryRun: useCallback((dryRun: boolean) => dispatch({ type: 'dryRunChanged', dryRun }), []),
    submit,
    applyDryRun,
  };
}
