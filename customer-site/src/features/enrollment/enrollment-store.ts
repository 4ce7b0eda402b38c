import { useSyncExternalStore } from 'react';
import {
  enrollmentReducer,
  initialEnrollmentState,
  type EnrollmentAction,
  type EnrollmentState,
} from './enrollment-reducer.ts';

/**
 * The flow's state for this tab. Each enrollment route is its own page document, so the flow's component mounts
 * again on every step; the state lives here, outside it, and survives the move. The server never dispatches, and
 * renders (and hydrates) from the initial state.
 */
let state: EnrollmentState = initialEnrollmentState;
const listeners = new Set<() => void>();

export const enrollmentStore = {
  get: (): EnrollmentState => state,
  dispatch(action: EnrollmentAction): EnrollmentState {
    state = enrollmentReducer(state, action);
    for (const listener of listeners) listener();
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forgets the visit (tests; a fresh start). */
  reset(): void {
    state = initialEnrollmentState;
    for (const listener of listeners) listener();
  },
};

const serverSnapshot = () => initialEnrollmentState;

export function useEnrollmentState(): EnrollmentState {
  return useSyncExternalStore(enrollmentStore.subscribe, enrollmentStore.get, serverSnapshot);
}
