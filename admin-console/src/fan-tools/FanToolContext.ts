import { createContext } from 'react';
import type { FanToolMode } from '@carrier/shared/access';
import type { FeatureFlags } from '../api/flags.ts';

/** What the authorisation check settled for an authorised employee: their mode and the flags in force. */
export interface FanToolContextValue {
  mode: Exclude<FanToolMode, null>;
  flags: FeatureFlags;
}

export const FanToolContext = createContext<FanToolContextValue | null>(null);
