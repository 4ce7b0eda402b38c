import { organisationSearchResponseSchema, type Organisation } from '@carrier/shared/forms/index';

/**
 * 002 §7 organisation type-ahead: GET {apiUrl}{encoded text} with JSON headers, reading orgSearchResult. A failed
 * search (status 400 or above, a thrown failure, an answer of the wrong shape) is an empty list, silently (§8).
 */
export async function searchOrganisations(apiUrl: string, text: string, signal?: AbortSignal): Promise<Organisation[]> {
  try {
    const response = await fetch(`${apiUrl}${encodeURIComponent(text)}`, {
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    if (response.status >= 400) return [];
    const parsed = organisationSearchResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.orgSearchResult : [];
  } catch {
    return [];
  }
}
