import { useState } from 'react';
import { MultiFanSearchContext } from './groups/MultiFanSearchContext.ts';
import { MultiFanSearchResults } from './groups/MultiFanSearchResults.tsx';
import { useMultiFanSearchController } from './groups/useMultiFanSearchController.ts';
import { FanToolFooter } from './FanToolFooter.tsx';
import { FanToolHeader } from './FanToolHeader.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { SingleFanSearchContext } from './SingleFanSearchContext.ts';
import { SingleFanSearchResults } from './SingleFanSearchResults.tsx';
import type { SearchTab } from './search-tabs.ts';
import { useFanToolContext } from './useFanToolContext.ts';
import { useSingleFanSearchController } from './useSingleFanSearchController.ts';

/** The tool as an authorised employee sees it (002 §2.4). */
export const FanTool = () => {
  const { flags } = useFanToolContext();
  const singleSearch = useSingleFanSearchController(flags);
  const multiSearch = useMultiFanSearchController(flags);
  const [tab, setTab] = useState<SearchTab>('single');

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
