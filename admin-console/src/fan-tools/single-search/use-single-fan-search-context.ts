import { useContext } from 'react';
import { SingleFanSearchContext, type SingleFanSearchContextValue } from './SingleFanSearchContext.ts';

export function useSingleFanSearchContext(): SingleFanSearchContextValue {
  const value = useContext(SingleFanSearchContext);
  if (!value) throw new Error('useSingleFanSearchContext must be used inside a SingleFanSearchContext.Provider');
  return value;
}
