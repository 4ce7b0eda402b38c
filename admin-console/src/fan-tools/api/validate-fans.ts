import { validateFansResponseSchema, type ValidateFansResponse } from '@carrier/shared/fan-tools';
import { fanToolRequest } from './fan-tool-request.ts';

/** GET {prefix}fan/validate?fanIds=a,b,c → the FAN profiles found and the ids that are not valid. */
export function validateFans(fanIds: readonly string[], signal?: AbortSignal): Promise<ValidateFansResponse> {
  const query = new URLSearchParams({ fanIds: fanIds.join(',') });
  return fanToolRequest(`fan/validate?${query}`, validateFansResponseSchema, { signal });
}
