import type { FeatureFlags } from '../api/flags.ts';
import { useEmployeeAuthorisation } from '../authorisation/use-employee-authorisation.ts';
import {
  initialUploadAuthorisation,
  uploadAuthorisationReducer,
  type UploadAuthorisationState,
} from './upload-authorisation.ts';

/** 002 §4 Fan upload: the user is verified with source fupt on load. */
export function useFanUploadAuthorisation(): { state: UploadAuthorisationState; flags: FeatureFlags } {
  return useEmployeeAuthorisation('fupt', uploadAuthorisationReducer, initialUploadAuthorisation);
}
