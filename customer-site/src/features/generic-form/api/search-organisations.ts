import type { ApiError } from '@carrier/shared';
import { TYPEAHEAD_SEARCH_ERROR } from '@carrier/shared/content/generic-form';
import { organisationSearchResponseSchema, type Organisation } from '@carrier/shared/forms/index';

export type OrganisationSearch = { ok: true; data: Organisation[] } | { ok: false; error: ApiError };

/**
 * 002 §7 organisation type-ahead: GET {apiUrl}{encoded text} with JSON headers, reading orgSearchResult. A failed
 * search (status 400 or above, a thrown failure, an answer of the wrong shape) is the internal error SYS_ERR
 * 'System Error' with the status (0 when nothing answered) — §8.
 */
export async function searchOrganisationsResult(apiUrl: string, text: string, signal?: AbortSignal): Promise<OrganisationSearch> {
  const failed = (status: number): OrganisationSearch => ({ ok: false, error: { ...TYPEAHEAD_SEARCH_ERROR, status } });
  try {
    const response = await fetch(`${apiUrl}${encodeURIComponent(text)}`, {
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    if (response.status >= 400) return failed(response.status);
    const parsed = organisationSearchResponseSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, data: parsed.data.orgSearchResult } : failed(response.status);
  } catch {
    return failed(0);
  }
}

/** What the type-ahead shows: the suggestions, or an empty list, silently, when the search failed (002 §8). */
export async function searchOrganisations(apiUrl: string, text: string, signal?: AbortSignal): Promise<Organisation[]> {
  const result = await searchOrganisationsResult(apiUrl, text, signal);
  return result.ok ? result.data : [];
}
