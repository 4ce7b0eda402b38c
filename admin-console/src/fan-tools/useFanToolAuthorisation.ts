import type { FeatureFlags } from '../providers/flags.ts';
import { useEmployeeAuthorisation } from '../providers/useEmployeeAuthorisation.ts';
import { authorisationReducer, initialAuthorisationState, type AuthorisationState } from './authorisation-reducer.ts';

/** 002 §4 Fan tools: the user is verified with source fpt on load. */
export function useFanToolAuthorisation(): { state: AuthorisationState; flags: FeatureFlags } {
  return useEmployeeAuthorisation('fpt', authorisationReducer, initialAuthorisationState);
}
