import { useContext } from 'react';
import { FanToolContext, type FanToolContextValue } from './FanToolContext.ts';

export function useFanToolContext(): FanToolContextValue {
  const value = useContext(FanToolContext);
  if (!value) throw new Error('useFanToolContext must be used inside a FanToolContext.Provider');
  return value;
}
