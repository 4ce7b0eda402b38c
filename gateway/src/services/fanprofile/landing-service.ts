import { FanToolErrorIds, fanToolMessages, type LandingResponse } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { findGroupByToken } from '../fan-profiles/group-store.ts';
import { findFanByToken } from '../fan-profiles/store.ts';

/** Tokens are base64url (store/fixtures.ts newToken()); anything else cannot be one and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * GET fan/landing?iruToken=: what a token link opens — the FAN or the group whose current token it is. A token
 * that was replaced (002 §2.4: the old token stops working) or never existed answers 404 TOKEN_INVALID.
 */
export async function resolveLanding(db: Queryable, token: string): Promise<Omit<LandingResponse, 'status'>> {
  if (TOKEN_SHAPE.test(token)) {
    const fan = await findFanByToken(db, token);
    if (fan) return { kind: 'fan', fan, group: null };
    const group = await findGroupByToken(db, token);
    if (group) return { kind: 'group', fan: null, group: { groupId: group.group_id, isList: group.is_list, isWebEnabled: group.is_web_enabled } };
  }
  throw new HttpError(404, FanToolErrorIds.tokenInvalid, fanToolMessages.tokenInvalid);
}
