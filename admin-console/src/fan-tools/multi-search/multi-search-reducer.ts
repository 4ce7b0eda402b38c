import type { GroupDetails } from '@carrier/shared/fan-tools';
import type { SearchType } from '../api/search-groups.ts';

/**
 * The Multi-FAN group search (002 §2.4, §4, §5, §8): idle, searching, then the groups found, or 'No results.
 * Please search by Single FAN ID.' for an invalid entry, a lookup that finds nothing or a failed one. Changes on a
 * group card refresh one group or the whole result; a group that is gone leaves it, and no group left clears it.
 */
export interface MultiSearchQuery {
  type: SearchType;
  id: string;
}

export type MultiSearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: MultiSearchQuery }
  | { status: 'found'; query: MultiSearchQuery; groups: GroupDetails[] }
  | { status: 'noResults' };

export type MultiSearchAction =
  | { type: 'rejected' }
  | { type: 'started'; query: MultiSearchQuery }
  | { type: 'found'; groups: GroupDetails[] }
  | { type: 'noResults' }
  | { type: 'cleared' }
  /** The same query asked again after a change: its groups replace the ones shown (none: the results clear). */
  | { type: 'refreshed'; query: MultiSearchQuery; groups: GroupDetails[] }
  /** One group read again after a change to it. */
  | { type: 'groupRefreshed'; group: GroupDetails }
  /** A group that no longer exists. */
  | { type: 'groupGone'; groupId: string };

export const initialMultiSearchState: MultiSearchState = { status: 'idle' };

const sameQuery = (a: MultiSearchQuery, b: MultiSearchQuery) => a.type === b.type && a.id === b.id;

function withGroups(state: Extract<MultiSearchState, { status: 'found' }>, groups: GroupDetails[]): MultiSearchState {
  return groups.length > 0 ? { ...state, groups } : initialMultiSearchState;
}

export function multiSearchReducer(state: MultiSearchState, action: MultiSearchAction): MultiSearchState {
  switch (action.type) {
    case 'rejected':
      return { status: 'noResults' };
    case 'started':
      return { status: 'searching', query: action.query };
    case 'cleared':
      return initialMultiSearchState;
    case 'found':
      if (state.status !== 'searching') return state;
      return action.groups.length > 0
        ? { status: 'found', query: state.query, groups: action.groups }
        : { status: 'noResults' };
    case 'noResults':
      return state.status === 'searching' ? { status: 'noResults' } : state;
    case 'refreshed':
      if (state.status !== 'found' || !sameQuery(state.query, action.query)) return state;
      return withGroups(state, action.groups);
    case 'groupRefreshed':
      if (state.status !== 'found') return state;
      return withGroups(
        state,
        state.groups.map((g) => (g.groupId === action.group.groupId ? action.group : g)),
      );
    case 'groupGone':
      if (state.status !== 'found') return state;
      return withGroups(
        state,
        state.groups.filter((g) => g.groupId !== action.groupId),
      );
  }
}

/** The groups on screen, or none. */
export function groupsShown(state: MultiSearchState): GroupDetails[] {
  return state.status === 'found' ? state.groups : [];
}
