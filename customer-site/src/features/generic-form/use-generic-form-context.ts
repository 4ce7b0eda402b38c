import { useContext } from 'react';
import { GenericFormContext } from './generic-form-context.ts';
import type { FormEngine } from './use-form-engine.ts';

/** The engine of the generic form around the caller; a piece of a form used outside one is a programming error. */
export function useGenericFormContext(): FormEngine {
  const engine = useContext(GenericFormContext);
  if (!engine)
    throw new Error('useGenericFormContext must be used inside a GenericFormContext provider (a generic form)');
  return engine;
}
