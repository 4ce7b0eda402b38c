import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';

/** The tool's named actions (generateFanToken, deleteGroup, …) through react-admin's data provider. */
export function useFanToolActions(): ConsoleDataProvider {
  return useDataProvider<ConsoleDataProvider>();
}
