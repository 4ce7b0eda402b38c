import { isWebStatusOn, type LanderFan, type LanderResponse } from '@carrier/shared/fan-tools';
import { ErrorIds } from '@carrier/shared/core';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { findGroupAnyCase } from './group-store.ts';
import { membersOf } from './member-store.ts';
import { findFanProfiles } from './store.ts';
import type { TokenLink } from './tool-context.ts';

/** 002 §8: the lander's default failure text (the page looks the error id up in its content first). */
export const LANDER_FAN_NOT_FOUND = 'The FAN ID cannot be found';

const groupNotShown = () => new HttpError(404, ErrorIds.notFound, 'This group has no landing page.');
const fanNotShown = () => new HttpError(404, ErrorIds.fanNotFound, LANDER_FAN_NOT_FOUND);

/**
 * 002 §2.3, §6 the business discount lander's anonymous read of a group: only a group whose splash page is on, and
 * only its FANs a visitor could land on (active, web status on, with a token link), each as a landing page shows
 * it (LanderFan), by friendly name. With a FAN id, that FAN alone; a FAN the group does not show answers 404 with
 * the lander's 'The FAN ID cannot be found'.
 */
export async function landerGroup(
  db: Queryable,
  groupId: string,
  fanId: string | null,
  tokenLink: TokenLink,
): Promise<LanderResponse> {
  const group = await findGroupAnyCase(db, groupId);
  if (!group?.is_web_enabled) throw groupNotShown();
  const members = (await membersOf(db, [group.group_id])).get(group.group_id) ?? [];
  const wanted = fanId === null ? members.map((m) => m.id) : members.filter((m) => m.id === fanId).map((m) => m.id);
  const fans: LanderFan[] = (await findFanProfiles(db, wanted, tokenLink))
    .filter((p) => p.status === 'Active' && isWebStatusOn(p) && p.currentTokenLink)
    .map((p) => ({ id: p.id, friendlyName: p.friendlyName, description: p.name, token: p.currentTokenLink! }))
    .sort((a, b) => a.friendlyName.localeCompare(b.friendlyName, 'en', { sensitivity: 'base' }));
  if (fanId !== null && fans.length === 0) throw fanNotShown();
  return { status: 'success', groupDetails: [{ groupId: group.group_id, isList: group.is_list, fanDetails: fans }] };
}
