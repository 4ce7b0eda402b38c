import { FanToolErrorIds, fanToolMessages, type LandingResponse } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { TOKEN_SHAPE } from '../../landing-token.ts';
import { findTokenHolder } from '../fanprofiles-papi/index.ts';

/**
 * GET fan/landing?iruToken=: what a token link opens — the FAN or the group whose current token it is. A token
 * that was replaced (002 §2.4: the old token stops working) or never existed answers 404 TOKEN_INVALID.
 */
export async function resolveLanding(db: Queryable, token: string): Promise<Omit<LandingResponse, 'status'>> {
  const holder = TOKEN_SHAPE.test(token) ? await findTokenHolder(db, token) : null;
  if (holder) return holder;
  throw new HttpError(404, FanToolErrorIds.tokenInvalid, fanToolMessages.tokenInvalid);
}
