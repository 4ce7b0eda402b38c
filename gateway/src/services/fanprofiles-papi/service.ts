import { ErrorIds } from '@carrier/shared/core';
import {
  fanToolsText,
  isFanId,
  MAX_FANS_PER_SEARCH,
  validateFanIdSearch,
  type FanProfile,
  type LandingResponse,
} from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { findFanByToken, findFanProfiles } from './store.ts';
import { findGroupByToken } from './group-store.ts';
import type { TokenLink } from './tool-context.ts';

/** 002 §7 fan/details/{fanId}: one FAN profile, or 'FAN ID not found.' for an invalid or unknown id. */
export async function getFanDetails(db: Queryable, fanId: string, tokenLink: TokenLink): Promise<FanProfile> {
  const check = validateFanIdSearch(fanId);
  if (!check.ok || !isFanId(fanId)) {
    throw new HttpError(404, ErrorIds.fanNotFound, fanToolsText.fanIdNotFound);
  }
  const [profile] = await findFanProfiles(db, [fanId], tokenLink);
  if (!profile) throw new HttpError(404, ErrorIds.fanNotFound, fanToolsText.fanIdNotFound);
  return profile;
}

function distinctIds(list: string, separators: RegExp): string[] {
  const ids = [
    ...new Set(
      list
        .split(separators)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_FANS_PER_SEARCH) throw new HttpError(400, ErrorIds.validation, fanToolsText.upTo50Fans);
  return ids;
}

/** 002 §7 fan/details?fanIds=: the profiles of a comma list of ids; unknown ids are left out. */
export async function getFanDetailsList(db: Queryable, fanIds: string, tokenLink: TokenLink): Promise<FanProfile[]> {
  const ids = distinctIds(fanIds, /,/);
  return findFanProfiles(db, ids.filter(isFanId), tokenLink);
}

/**
 * The multi-FAN validation wrapper (002 §7, path ours): the ids entered in 'Add FANs' (commas or spaces, at most
 * 50), answered with the profiles found in the order entered, and the ids that are malformed or unknown.
 */
export async function validateFans(
  db: Queryable,
  fanIds: string,
  tokenLink: TokenLink,
): Promise<{ fanDetails: FanProfile[]; invalidFanIds: string[] }> {
  const ids = distinctIds(fanIds, /[\s,]+/);
  const found = new Map((await findFanProfiles(db, ids.filter(isFanId), tokenLink)).map((p) => [p.id, p]));
  return {
    fanDetails: ids.flatMap((id) => found.get(id) ?? []),
    invalidFanIds: ids.filter((id) => !found.has(id)),
  };
}

/** Who holds a landing token: the FAN or the group whose current token it is (002 §2.4: a replaced token is no one's). */
export async function findTokenHolder(db: Queryable, token: string): Promise<Omit<LandingResponse, 'status'> | null> {
  const fan = await findFanByToken(db, token);
  if (fan) return { kind: 'fan', fan, group: null };
  const group = await findGroupByToken(db, token);
  if (group)
    return {
      kind: 'group',
      fan: null,
      group: { groupId: group.group_id, isList: group.is_list, isWebEnabled: group.is_web_enabled },
    };
  return null;
}
