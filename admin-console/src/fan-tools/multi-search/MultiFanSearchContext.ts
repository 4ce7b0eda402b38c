import { createContext, type RefObject } from 'react';
import type { SearchIdMode } from '@carrier/shared/fan-tools';
import type { MultiSearchQuery, MultiSearchState } from './multi-search-reducer.ts';

/** The Multi-FAN group search, shared by its form, its results and the group cards' changes. */
export interface MultiFanSearchContextValue {
  state: MultiSearchState;
  value: string;
  setValue: (value: string) => void;
  mode: SearchIdMode;
  setMode: (mode: SearchIdMode) => void;
  /** Validates the field for its mode, then searches. */
  search: () => void;
  /** Runs one lookup and shows its groups, the field left as it is (the results shown before a sign-in, again). */
  lookUp: (query: MultiSearchQuery) => void;
  /** 'New search': clears the results and the field, and focuses the field. */
  newSearch: () => void;
  /** Searches one group by its id and shows it (after 'Create new group'). */
  showGroup: (groupId: string) => void;
  /** Reads one group again (after adding or removing FANs); a group that is gone leaves the results. */
  refreshGroup: (groupId: string) => Promise<void>;
  /** 002 §4: a deleted group clears the results if it was the only one, else the results refresh. */
  groupDeleted: (groupId: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export const MultiFanSearchContext = createContext<MultiFanSearchContextValue | null>(null);
