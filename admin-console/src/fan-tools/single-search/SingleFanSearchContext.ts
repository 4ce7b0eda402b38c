import { createContext, type RefObject } from 'react';
import type { FanProfile } from '@carrier/shared/fan-tools';
import type { SingleSearchState } from './single-search-reducer.ts';

/** The Single FAN ID search, shared by the search form and the results below it. */
export interface SingleFanSearchContextValue {
  state: SingleSearchState;
  /** What the field holds (digits only). */
  value: string;
  setValue: (value: string) => void;
  /** Validates, then looks the FAN up. */
  search: () => void;
  /** Looks one FAN up and shows it, the field left as it is (the results shown before a sign-in, again). */
  lookUp: (fanId: string) => void;
  /** 'New search': clears the results and the field, and puts focus back in it. */
  newSearch: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Merges what a write control changed into the profile shown. */
  updateProfile: (fanId: string, changes: Partial<FanProfile>) => void;
}

export const SingleFanSearchContext = createContext<SingleFanSearchContextValue | null>(null);
