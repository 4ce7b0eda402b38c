import { useContext, type RefObject } from 'react';
import { DialogBusyContext } from './DialogBusyContext.ts';

/** The running flag of the dialog around; a dialog form outside a FanToolDialog could be dismissed half-way. */
export function useDialogBusy(): RefObject<boolean> {
  const value = useContext(DialogBusyContext);
  if (!value) throw new Error('useDialogBusy must be used inside a FanToolDialog');
  return value;
}
