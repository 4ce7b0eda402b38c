import type { MultiSearchQuery, MultiSearchState } from './multi-search/multi-search-reducer.ts';
import type { SearchTab } from './search-tabs.ts';
import type { SingleSearchState } from './single-search/single-search-reducer.ts';

/** What to look up again after a sign-in to show the same results: one FAN, or one Multi-FAN group lookup. */
export type ResultsToRestore = { tab: 'single'; fanId: string } | { tab: 'multi'; query: MultiSearchQuery };

/** The results on screen as a draft value ('fan:00012345', 'groups:groupid:GRP10001'); none shown → ''. */
export function resultsDraft(tab: SearchTab, single: SingleSearchState, multi: MultiSearchState): string {
  if (tab === 'single') return single.status === 'found' ? `fan:${single.profile.id}` : '';
  return multi.status === 'found' ? `groups:${multi.query.type}:${multi.query.id}` : '';
}

/** Reads a draft value back; anything else (an older format, an edited value) restores nothing. */
export function parseResultsDraft(value: string | null): ResultsToRestore | null {
  const [kind, first, second] = (value ?? '').split(':');
  if (kind === 'fan' && first && second === undefined) return { tab: 'single', fanId: first };
  if (kind === 'groups' && (first === 'fanid' || first === 'groupid') && second) {
    return { tab: 'multi', query: { type: first, id: second } };
  }
  return null;
}
