import { useContext } from 'react';
import { MilitaryContext, type MilitaryContextValue } from './military-context.ts';

/** The military form around the caller; a step used outside one is a programming error. */
export function useMilitaryContext(): MilitaryContextValue {
  const value = useContext(MilitaryContext);
  if (!value) throw new Error('useMilitaryContext must be used inside a MilitaryContext provider (a military form)');
  return value;
}
