import type { FeatureFlags } from '../providers/flags.ts';
import { useEmployeeAuthorisation } from '../providers/useEmployeeAuthorisation.ts';
import { initialUploadAuthorisation, uploadAuthorisationReducer, type UploadAuthorisationState } from './upload-authorisation.ts';

/** 002 §4 Fan upload: the user is verified with source fupt on load. */
export function useFanUploadAuthorisation(): { state: UploadAuthorisationState; flags: FeatureFlags } {
  return useEmployeeAuthorisation('fupt', uploadAuthorisationReducer, initialUploadAuthorisation);
}
