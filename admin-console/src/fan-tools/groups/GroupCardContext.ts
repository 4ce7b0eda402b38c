import { createContext, type Dispatch } from 'react';
import type { GroupDetails } from '@carrier/shared/fan-tools';
import type { GroupCardAction, GroupCardState } from './group-card-reducer.ts';

/** One group card: the group as last read, the card's state machine and its dispatch. */
export interface GroupCardContextValue {
  group: GroupDetails;
  state: GroupCardState;
  dispatch: Dispatch<GroupCardAction>;
}

export const GroupCardContext = createContext<GroupCardContextValue | null>(null);
