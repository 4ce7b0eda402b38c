import { useContext } from 'react';
import type { InitialData } from '@carrier/shared/content';
import { InitialDataContext } from './initial-data-context.ts';

/**
 * One key of the data the server rendered this page with, or undefined when the server did not load it (a page
 * the browser rendered alone, a test): the caller then fetches as it would anyway. A hook that uses it must still
 * fetch for any other path or user than the one the data is for.
 */
export function useInitialData<K extends keyof InitialData>(key: K): InitialData[K] {
  return useContext(InitialDataContext)[key];
}
