import { ErrorIds, fanToolsText, isFanId, validateFanIdSearch, type FanProfile } from '@carrier/shared';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { findFanProfiles } from './store.ts';

/** 002 §7 fan/details/{fanId}: one FAN profile, or 'FAN ID not found.' for an invalid or unknown id. */
export async function getFanDetails(db: Queryable, fanId: string, tokenLink: (t: string) => string): Promise<FanProfile> {
  const check = validateFanIdSearch(fanId);
  if (!check.ok || !isFanId(fanId)) {
    throw new HttpError(404, ErrorIds.fanNotFound, fanToolsText.fanIdNotFound);
  }
  const [profile] = await findFanProfiles(db, [fanId], tokenLink);
  if (!profile) throw new HttpError(404, ErrorIds.fanNotFound, fanToolsText.fanIdNotFound);
  return profile;
}

/** At most this many ids in one fan/details?fanIds= call (002 §9: 50 FANs per add search). */
export const MAX_FAN_IDS_PER_CALL = 50;

/** 002 §7 fan/details?fanIds=: the profiles of a comma list of ids; unknown ids are left out. */
export async function getFanDetailsList(db: Queryable, fanIds: string, tokenLink: (t: string) => string): Promise<FanProfile[]> {
  const ids = [...new Set(fanIds.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_FAN_IDS_PER_CALL) {
    throw new HttpError(400, ErrorIds.validation, fanToolsText.upTo50Fans);
  }
  return findFanProfiles(db, ids.filter(isFanId), tokenLink);
}
