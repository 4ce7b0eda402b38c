import { useContext } from 'react';
import { GroupCardContext, type GroupCardContextValue } from './GroupCardContext.ts';

export function useGroupCardContext(): GroupCardContextValue {
  const value = useContext(GroupCardContext);
  if (!value) throw new Error('useGroupCardContext must be used inside a GroupCardContext.Provider');
  return value;
}
