import {
  enrollmentPaths,
  orgSearchResponseSchema,
  type OrgSearchResult,
  type Segment,
} from '@carrier/shared/discount-program';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 001 §7 GET …/orgSearch?source=&segment=&orgName=: the type-ahead's organisations for the typed text. */
export function searchOrganisations(
  query: { segment: Segment; orgName: string; source: string },
  sales: boolean,
  signal?: AbortSignal,
): Promise<ApiResult<OrgSearchResult[]>> {
  return requestJson(enrollmentPaths.orgSearch(query, sales), signal ? { signal } : {}, orgSearchResponseSchema);
}
