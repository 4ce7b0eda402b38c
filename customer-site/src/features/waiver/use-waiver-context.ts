import { useContext } from 'react';
import { WaiverContext, type WaiverContextValue } from './waiver-context.ts';

/** The waiver form around the caller; a screen used outside one is a programming error. */
export function useWaiverContext(): WaiverContextValue {
  const value = useContext(WaiverContext);
  if (!value) throw new Error('useWaiverContext must be used inside a WaiverContext provider (a waiver form)');
  return value;
}
