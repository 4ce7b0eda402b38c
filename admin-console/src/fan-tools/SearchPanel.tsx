import { Paper, Tab, Tabs, Typography } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { MultiFanSearchForm } from './multi-search/MultiFanSearchForm.tsx';
import { SearchTabPanel } from './SearchTabPanel.tsx';
import { SingleFanSearchForm } from './single-search/SingleFanSearchForm.tsx';
import { tabId, tabPanelId, type SearchTab } from './search-tabs.ts';

const HEADING_ID = 'fan-search-heading';

/** 002 §2.4 search panel: 'Single FAN ID' and 'Multi-FAN group' tabs. */
export const SearchPanel = ({ tab, onTabChange }: { tab: SearchTab; onTabChange: (tab: SearchTab) => void }) => (
  <Paper component="section" aria-labelledby={HEADING_ID} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
    <Typography variant="h6" component="h2" id={HEADING_ID} gutterBottom>
      {fanToolsText.searchPanelHeading}
    </Typography>
    <Tabs value={tab} onChange={(_, next: SearchTab) => onTabChange(next)} aria-labelledby={HEADING_ID}>
      <Tab value="single" label={fanToolsText.tabSingle} id={tabId('single')} aria-controls={tabPanelId('single')} />
      <Tab value="multi" label={fanToolsText.tabMulti} id={tabId('multi')} aria-controls={tabPanelId('multi')} />
    </Tabs>
    <SearchTabPanel tab="single" current={tab}>
      <SingleFanSearchForm />
    </SearchTabPanel>
    <SearchTabPanel tab="multi" current={tab}>
      <MultiFanSearchForm />
    </SearchTabPanel>
  </Paper>
);
