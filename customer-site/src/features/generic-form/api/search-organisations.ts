import type { ApiError } from '@carrier/shared/core';
import { TYPEAHEAD_SEARCH_ERROR } from '@carrier/shared/forms';
import { organisationSearchResponseSchema, type Organisation } from '@carrier/shared/forms';
import { readJson, sendRequest } from '../../../api/http.ts';

export type OrganisationSearch = { ok: true; data: Organisation[] } | { ok: false; error: ApiError };

/**
 * 002 §7 organisation type-ahead: GET {apiUrl}{encoded text} with JSON headers, reading orgSearchResult. A failed
 * search (status 400 or above, a thrown failure, an answer of the wrong shape) is the internal error SYS_ERR
 * 'System Error' with the status (0 when nothing answered) — §8.
 */
export async function searchOrganisationsResult(
  apiUrl: string,
  text: string,
  signal?: AbortSignal,
): Promise<OrganisationSearch> {
  const failed = (status: number): OrganisationSearch => ({ ok: false, error: { ...TYPEAHEAD_SEARCH_ERROR, status } });
  const sent = await sendRequest(`${apiUrl}${encodeURIComponent(text)}`, {
    headers: { 'Content-Type': 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!sent.ok) return failed(0);
  if (sent.response.status >= 400) return failed(sent.response.status);
  const parsed = organisationSearchResponseSchema.safeParse(await readJson(sent.response));
  return parsed.success ? { ok: true, data: parsed.data.orgSearchResult } : failed(sent.response.status);
}

/** What the type-ahead shows: the suggestions, or an empty list, silently, when the search failed (002 §8). */
export async function searchOrganisations(apiUrl: string, text: string, signal?: AbortSignal): Promise<Organisation[]> {
  const result = await searchOrganisationsResult(apiUrl, text, signal);
  return result.ok ? result.data : [];
}
