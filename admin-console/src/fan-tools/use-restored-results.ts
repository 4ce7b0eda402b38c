import { useEffect, useRef, useState } from 'react';
import { clearDrafts, takeDraft, useKeepForSignIn } from '../api/drafts.ts';
import type { MultiFanSearchContextValue } from './multi-search/MultiFanSearchContext.ts';
import { parseResultsDraft, resultsDraft } from './results-draft.ts';
import type { SearchTab } from './search-tabs.ts';
import type { SingleFanSearchContextValue } from './single-search/SingleFanSearchContext.ts';

const KEY = 'fan-tool-results';

/**
 * The results on screen survive a sign-in with the tab and the fields: the FAN or the groups shown are looked up
 * again, so the employee returns to the same screen, and the dialog they were typing in reopens on its card with
 * its text (useDialogDraft). Once the results are back (or are gone), whatever no card took is forgotten, so no
 * dialog opens later on its own.
 */
export function useRestoredResults(
  tab: SearchTab,
  single: SingleFanSearchContextValue,
  multi: MultiFanSearchContextValue,
): void {
  useKeepForSignIn(KEY, resultsDraft(tab, single.state, multi.state));
  const [restore] = useState(() => parseResultsDraft(takeDraft(KEY)));
  const phase = useRef<'ask' | 'asked' | 'done'>(restore ? 'ask' : 'done');

  const { lookUp: lookUpFan } = single;
  const { lookUp: lookUpGroups } = multi;
  useEffect(() => {
    if (!restore || phase.current !== 'ask') return;
    phase.current = 'asked';
    if (restore.tab === 'single') lookUpFan(restore.fanId);
    else lookUpGroups(restore.query);
    return () => {
      // Unmounted before the answer (React's StrictMode does it once on purpose): the search's own clean-up aborts
      // the lookup, so it is asked again when the tool mounts again.
      if (phase.current === 'asked') phase.current = 'ask';
    };
  }, [restore, lookUpFan, lookUpGroups]);

  const status = restore?.tab === 'multi' ? multi.state.status : single.state.status;
  const settled = status !== 'idle' && status !== 'searching';
  useEffect(() => {
    // after the commit that shows the results: their cards have taken their dialogs' text by now
    if (phase.current !== 'asked' || !settled) return;
    phase.current = 'done';
    clearDrafts();
  }, [settled]);
}
