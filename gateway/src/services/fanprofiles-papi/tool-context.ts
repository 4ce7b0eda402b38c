import { ErrorIds } from '@carrier/shared/core';
import { FanToolErrorIds, fanToolMessages, fanToolsText } from '@carrier/shared/fan-tools';
import type { Db } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';

/** Turns a stored token into the landing link it opens. */
export type TokenLink = (token: string) => string;

/** What a fan-tools write needs: the store, who is acting (for the audit trail) and how to show token links. */
export interface ToolContext {
  db: Db;
  actor: string;
  tokenLink: TokenLink;
}

/** A group that is not there (never was, or another user deleted it while this one looked at it). */
export function groupGone(): HttpError {
  return new HttpError(404, FanToolErrorIds.groupNotFound, fanToolMessages.groupGone);
}

/** 002 §5: the multi-FAN search found nothing. */
export function noResults(): HttpError {
  return new HttpError(404, FanToolErrorIds.groupNotFound, fanToolsText.noResultsMulti);
}

export function fanNotFound(): HttpError {
  return new HttpError(404, ErrorIds.fanNotFound, fanToolsText.fanIdNotFound);
}

/** 002 §5: only Active FANs go into a group; unknown ones are not valid either. */
export function fansNotValid(): HttpError {
  return new HttpError(400, FanToolErrorIds.fanNotActive, fanToolsText.fansNotValid);
}

/** 002 §4: a group keeps at least one FAN; removing the last is refused (delete the group instead). */
export function lastFan(): HttpError {
  return new HttpError(409, FanToolErrorIds.lastFan, fanToolMessages.lastFan);
}

/** 002 §3: web status on is onlExpStatus 'Active'. */
export function onlExpStatusFor(enabled: boolean): 'Active' | 'Inactive' {
  return enabled ? 'Active' : 'Inactive';
}
