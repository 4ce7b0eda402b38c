import { useState } from 'react';
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
  const [tab, setTab] = useState<SearchTab>('single');

  return (
    <SingleFanSearchContext.Provider value={singleSearch}>
      <FanToolHeader />
      <SearchPanel tab={tab} onTabChange={setTab} />
      {tab === 'single' ? <SingleFanSearchResults /> : null}
      <FanToolFooter />
    </SingleFanSearchContext.Provider>
  );
};
