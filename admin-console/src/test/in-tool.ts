import { createElement, type ReactElement } from 'react';
import { DEFAULT_FLAGS, type FeatureFlags } from '../api/flags.ts';
import { FanToolContext } from '../fan-tools/FanToolContext.ts';

/** Wraps a piece of the tool in what the authorisation check provides: the mode and the flags. */
export function inTool(
  ui: ReactElement,
  mode: 'read' | 'write' = 'read',
  flags: FeatureFlags = DEFAULT_FLAGS,
): ReactElement {
  return createElement(FanToolContext.Provider, { value: { mode, flags } }, ui);
}
