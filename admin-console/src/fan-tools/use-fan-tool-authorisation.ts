import type { FeatureFlags } from '../api/flags.ts';
import { useEmployeeAuthorisation } from '../authorisation/use-employee-authorisation.ts';
import { authorisationReducer, initialAuthorisationState, type AuthorisationState } from './authorisation-reducer.ts';

/** 002 §4 Fan tools: the user is verified with source fpt on load. */
export function useFanToolAuthorisation(): { state: AuthorisationState; flags: FeatureFlags } {
  return useEmployeeAuthorisation('fpt', authorisationReducer, initialAuthorisationState);
}
