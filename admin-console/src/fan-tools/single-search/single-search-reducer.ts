import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';

/**
 * The Single FAN ID search (002 §2.4, §5, §8): idle, searching, then a profile or 'FAN ID not found.', which
 * 002 §5 gives for an invalid entry, an unknown FAN and a failed lookup alike (a gateway failure too; §8 keeps
 * 'We hit a snag.' for the writes). An empty or short entry is not searched: it asks for the 8 digits. A new
 * search or 'New search' starts over.
 */
export type SingleSearchState =
  | { status: 'idle' }
  | { status: 'incomplete' }
  | { status: 'searching'; fanId: string }
  | { status: 'found'; profile: FanProfile }
  | { status: 'notFound' }
  | { status: 'failed' };

export type SingleSearchAction =
  | { type: 'rejected' }
  | { type: 'incomplete' }
  | { type: 'started'; fanId: string }
  | { type: 'found'; profile: FanProfile }
  | { type: 'notFound' }
  | { type: 'failed' }
  | { type: 'cleared' }
  /** A change the write controls made (web status, token link): merged into the profile shown. */
  | { type: 'profileChanged'; fanId: string; changes: Partial<FanProfile> };

export const initialSingleSearchState: SingleSearchState = { status: 'idle' };

export function singleSearchReducer(state: SingleSearchState, action: SingleSearchAction): SingleSearchState {
  switch (action.type) {
    case 'rejected':
      return { status: 'notFound' };
    case 'incomplete':
      return { status: 'incomplete' };
    case 'started':
      return { status: 'searching', fanId: action.fanId };
    case 'cleared':
      return initialSingleSearchState;
    case 'found':
      return state.status === 'searching' ? { status: 'found', profile: action.profile } : state;
    case 'notFound':
    case 'failed':
      return state.status === 'searching' ? { status: action.type } : state;
    case 'profileChanged':
      return state.status === 'found' && state.profile.id === action.fanId
        ? { status: 'found', profile: { ...state.profile, ...action.changes } }
        : state;
  }
}

/** The message shown under the field, or null. */
export function singleSearchError(state: SingleSearchState): string | null {
  if (state.status === 'incomplete') return fanToolsText.fanIdEightDigits;
  if (state.status === 'notFound' || state.status === 'failed') return fanToolsText.fanIdNotFound;
  return null;
}
