import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { tabId, tabPanelId, type SearchTab } from './search-tabs.ts';

/** A tab's panel; the hidden one stays mounted so what was typed survives a tab switch. */
export const SearchTabPanel = ({
  tab,
  current,
  children,
}: {
  tab: SearchTab;
  current: SearchTab;
  children: ReactNode;
}) => (
  <Box role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== current} sx={{ pt: 3 }}>
    {children}
  </Box>
);
