import { useContext } from 'react';
import { MultiFanSearchContext, type MultiFanSearchContextValue } from './MultiFanSearchContext.ts';

export function useMultiFanSearchContext(): MultiFanSearchContextValue {
  const value = useContext(MultiFanSearchContext);
  if (!value) throw new Error('useMultiFanSearchContext must be used inside a MultiFanSearchContext.Provider');
  return value;
}
