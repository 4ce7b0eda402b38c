/** The search panel's two tabs (002 §2.4). */
export type SearchTab = 'single' | 'multi';

export const tabId = (tab: SearchTab) => `fan-search-tab-${tab}`;
export const tabPanelId = (tab: SearchTab) => `fan-search-panel-${tab}`;

export const isSearchTab = (value: string): value is SearchTab => value === 'single' || value === 'multi';
