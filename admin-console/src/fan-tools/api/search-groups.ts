import { multiSearchResponseSchema, type GroupDetails } from '@carrier/shared/fan-tools';
import { ApiFailure } from '../../api/api-failure.ts';
import { fanToolRequest } from './fan-tool-request.ts';

export type SearchType = 'fanid' | 'groupid';

/** What a multi-FAN search finds: the groups, or none (002 §8 'No results. Please search by Single FAN ID.'). */
export type GroupSearchOutcome = { kind: 'found'; groups: GroupDetails[] } | { kind: 'noResults' };

/**
 * 002 §7: GET {prefix}group/details/type/{fanid|groupid}/id/{id}?isfantools=true → multiSearchResponseSchema.
 * 400 and 404 mean nothing was found; other failures reject.
 */
export async function searchGroups(type: SearchType, id: string, signal?: AbortSignal): Promise<GroupSearchOutcome> {
  const path = `group/details/type/${type}/id/${encodeURIComponent(id)}?isfantools=true`;
  try {
    const reply = await fanToolRequest(path, multiSearchResponseSchema, { signal });
    return reply.groupDetails.length > 0 ? { kind: 'found', groups: reply.groupDetails } : { kind: 'noResults' };
  } catch (error) {
    if (error instanceof ApiFailure && (error.status === 404 || error.status === 400)) return { kind: 'noResults' };
    throw error;
  }
}
