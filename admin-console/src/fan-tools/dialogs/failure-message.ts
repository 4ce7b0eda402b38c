import { FanToolErrorIds, fanToolMessages, fanToolsText } from '@carrier/shared/fan-tools';
import { ApiFailure } from '../../api/api-failure.ts';

/**
 * What a modal says when its call fails: 002 §8 'We hit a snag. Please try again later.', except for a group
 * another user deleted meanwhile, which says so plainly instead of inviting a retry that cannot work.
 */
export function dialogFailureMessage(error: unknown): string {
  if (error instanceof ApiFailure && error.errorId === FanToolErrorIds.groupNotFound) return fanToolMessages.groupGone;
  return fanToolsText.snag;
}
