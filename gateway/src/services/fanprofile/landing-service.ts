import { ErrorIds } from '@carrier/shared/core';
import { FAN_ID_PATTERN, FanToolErrorIds, fanToolMessages, type LandingResponse } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { TOKEN_SHAPE } from '../../landing-token.ts';
import { findFanById, findTokenHolder } from '../fanprofiles-papi/index.ts';

/**
 * GET fan/landing?iruToken=: what a token link opens — the FAN or the group whose current token it is. A token
 * that was replaced (002 §2.4: the old token stops working) or never existed answers 404 TOKEN_INVALID.
 */
export async function resolveLanding(db: Queryable, token: string): Promise<Omit<LandingResponse, 'status'>> {
  const holder = TOKEN_SHAPE.test(token) ? await findTokenHolder(db, token) : null;
  if (holder) return holder;
  throw new HttpError(404, FanToolErrorIds.tokenInvalid, fanToolMessages.tokenInvalid);
}

/** 000 §7 GET fan/landing?fanId=: the FAN itself; an unknown FAN answers 404 FAN_NOT_FOUND. */
export async function resolveLandingByFan(db: Queryable, fanId: string): Promise<Omit<LandingResponse, 'status'>> {
  const fan = FAN_ID_PATTERN.test(fanId) ? await findFanById(db, fanId) : null;
  if (fan) return { kind: 'fan', fan, group: null };
  throw new HttpError(404, ErrorIds.fanNotFound, 'FAN ID not found.');
}
