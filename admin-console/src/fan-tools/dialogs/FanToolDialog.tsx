import { useRef, type ReactNode } from 'react';
import { Dialog, type Breakpoint } from '@mui/material';
import { DialogBusyContext } from './DialogBusyContext.ts';

interface FanToolDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the DialogTitle inside, which names the dialog. */
  titleId: string;
  /** id of the text that says what the dialog asks, if any. */
  describedById?: string;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

/**
 * A modal of the tool: MUI Dialog, named by its title. Escape and the backdrop close it unless its call is running;
 * MUI returns focus to the control that opened it. Its content unmounts once closed, so it opens fresh each time.
 */
export const FanToolDialog = ({
  open,
  onClose,
  titleId,
  describedById,
  maxWidth = 'sm',
  children,
}: FanToolDialogProps) => {
  const busy = useRef(false);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy.current) onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={describedById}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogBusyContext.Provider value={busy}>{children}</DialogBusyContext.Provider>
    </Dialog>
  );
};
