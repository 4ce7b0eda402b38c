import { fanUploadText, FAN_UPLOAD_OPTIONS, type FanUploadReport } from '@carrier/shared/fan-upload';
import { addToUploadSelection } from '@carrier/shared/uploads';

/**
 * The fan automation form (002 §2.9, §4): choose a file (checked with the shared file rules before anything is
 * sent), upload it with a progress bar, then show the report. The submit button reads 'Upload', 'Uploading...', then
 * 'Done' on success and 'Upload' again on error; after a success the remove control is hidden. When the upload call
 * itself answers 401 (the session ended after the page was loaded), the phase becomes 'loginRedirect': the page shows
 * the 'Loading, please wait' spinner while the browser goes to sign in (002 §2.9, §7), as the load check does.
 */
export type UploadPhase = 'idle' | 'sending' | 'reading' | 'done' | 'failed' | 'loginRedirect';

export interface UploadState {
  file: File | null;
  /** 002 §5 message for a chosen file that the rules refuse. */
  fileError: string | null;
  dryRun: boolean;
  phase: UploadPhase;
  /** 0–100 while sending. */
  progress: number;
  report: FanUploadReport | null;
  /** The message of a refused or failed request. */
  error: string | null;
  /** Where to sign in once the upload answered 401; null means reload the page (002 §7). */
  loginLocation: string | null;
}

export type UploadAction =
  | { type: 'chosen'; files: File[] }
  | { type: 'removed' }
  | { type: 'dryRunChanged'; dryRun: boolean }
  | { type: 'started' }
  /** After a dry run that found no problem: the same file, sent again for real. */
  | { type: 'applyStarted' }
  | { type: 'progressed'; loaded: number; total: number }
  | { type: 'sent' }
  | { type: 'reported'; report: FanUploadReport }
  | { type: 'failed'; message: string }
  | { type: 'loginRequired'; location: string | null };

export const initialUploadState: UploadState = {
  file: null,
  fileError: null,
  dryRun: false,
  phase: 'idle',
  progress: 0,
  report: null,
  error: null,
  loginLocation: null,
};

/** Nothing can be chosen, removed or sent while the file travels or the browser is on its way to sign in. */
const busy = (s: UploadState) => s.phase === 'sending' || s.phase === 'reading' || s.phase === 'loginRedirect';
const travelling = (s: UploadState) => s.phase === 'sending' || s.phase === 'reading';

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'chosen': {
      if (busy(state) || action.files.length === 0) return state;
      const { files, result } = addToUploadSelection([], action.files, FAN_UPLOAD_OPTIONS);
      return {
        ...initialUploadState,
        dryRun: state.dryRun,
        file: files[0] ?? null,
        fileError: result.ok ? null : result.message,
      };
    }
    case 'removed':
      return busy(state) ? state : { ...initialUploadState, dryRun: state.dryRun };
    case 'dryRunChanged':
      return busy(state)
        ? state
        : {
            ...state,
            dryRun: action.dryRun,
            phase: state.phase === 'done' ? 'idle' : state.phase,
            report: state.phase === 'done' ? null : state.report,
          };
    case 'started':
      if (!state.file || state.fileError || busy(state) || state.phase === 'done') return state;
      return { ...state, phase: 'sending', progress: 0, report: null, error: null };
    case 'applyStarted':
      if (!canApplyDryRun(state)) return state;
      return { ...state, dryRun: false, phase: 'sending', progress: 0, report: null, error: null };
    case 'progressed':
      if (state.phase !== 'sending' || action.total <= 0) return state;
      return { ...state, progress: Math.min(100, Math.round((action.loaded / action.total) * 100)) };
    case 'sent':
      return state.phase === 'sending' ? { ...state, phase: 'reading', progress: 100 } : state;
    case 'reported':
      if (!travelling(state)) return state;
      return {
        ...state,
        phase: action.report.status === 'success' ? 'done' : 'failed',
        report: action.report,
        error: null,
      };
    case 'failed':
      if (!travelling(state)) return state;
      return { ...state, phase: 'failed', error: action.message, report: null };
    case 'loginRequired':
      if (!travelling(state)) return state;
      return {
        ...state,
        phase: 'loginRedirect',
        progress: 0,
        report: null,
        error: null,
        loginLocation: action.location,
      };
  }
}

/** 002 §2.9: 'Upload' → 'Uploading...' → 'Done' on success, back to 'Upload' on error. */
export function submitLabel(state: UploadState): string {
  if (busy(state)) return fanUploadText.uploading;
  if (state.phase === 'done') return fanUploadText.done;
  return fanUploadText.upload;
}

export function canSubmit(state: UploadState): boolean {
  return state.file !== null && state.fileError === null && !busy(state) && state.phase !== 'done';
}

export function isBusy(state: UploadState): boolean {
  return busy(state);
}

/** The sign-in redirect after the upload answered 401 is pending: the page shows its loading spinner. */
export function isRedirectingToSignIn(state: UploadState): boolean {
  return state.phase === 'loginRedirect';
}

/** A dry run of this file found no problem: it can be applied as it is, in one click. */
export function canApplyDryRun(state: UploadState): boolean {
  return (
    state.phase === 'done' &&
    state.file !== null &&
    state.report !== null &&
    state.report.dryRun &&
    state.report.status === 'success'
  );
}
