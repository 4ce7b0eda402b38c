import { useDraftState } from '../api/drafts.ts';
import { MultiFanSearchContext } from './multi-search/MultiFanSearchContext.ts';
import { MultiFanSearchResults } from './multi-search/MultiFanSearchResults.tsx';
import { useMultiFanSearchController } from './multi-search/use-multi-fan-search-controller.ts';
import { FanToolFooter } from './FanToolFooter.tsx';
import { FanToolHeader } from './FanToolHeader.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { SingleFanSearchContext } from './single-search/SingleFanSearchContext.ts';
import { SingleFanSearchResults } from './single-search/SingleFanSearchResults.tsx';
import { isSearchTab, type SearchTab } from './search-tabs.ts';
import { useSingleFanSearchController } from './single-search/use-single-fan-search-controller.ts';
import { useRestoredResults } from './use-restored-results.ts';

/**
 * The tool as an authorised employee sees it (002 §2.4); its tab, fields, results and open dialog's text survive a
 * sign-in (drafts.ts, useRestoredResults).
 */
export const FanTool = () => {
  const singleSearch = useSingleFanSearchController();
  const multiSearch = useMultiFanSearchController();
  const [tab, setTab] = useDraftState<SearchTab>('fan-tool-tab', 'single', isSearchTab);
  useRestoredResults(tab, singleSearch, multiSearch);

  return (
    <SingleFanSearchContext.Provider value={singleSearch}>
      <MultiFanSearchContext.Provider value={multiSearch}>
        <FanToolHeader />
        <SearchPanel tab={tab} onTabChange={setTab} />
        {tab === 'single' ? <SingleFanSearchResults /> : <MultiFanSearchResults />}
        <FanToolFooter onGroupCreated={() => setTab('multi')} />
      </MultiFanSearchContext.Provider>
    </SingleFanSearchContext.Provider>
  );
};
