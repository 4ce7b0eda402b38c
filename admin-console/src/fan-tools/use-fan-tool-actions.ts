import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';
import { withConfirmations } from './write-confirmation.ts';

/**
 * The tool's named actions (generateFanToken, deleteGroup, …) through react-admin's data provider; every change
 * that is saved is confirmed with react-admin's notification.
 */
export function useFanToolActions(): ConsoleDataProvider {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  return useMemo(
    () => withConfirmations(dataProvider, (message) => notify(message, { type: 'success' })),
    [dataProvider, notify],
  );
}
