import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';

interface DialogFormProps {
  titleId: string;
  title: string;
  confirmLabel: string;
  /** 'error' for a destructive confirmation such as deleting a group. */
  confirmColor?: 'primary' | 'error';
  confirmDisabled?: boolean;
  submitting: boolean;
  /** Shown above the buttons and announced, e.g. 'We hit a snag. Please try again later.' */
  failure?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A dialog's title, content, failure message and Cancel / submit buttons, as one form (Enter submits). */
export const DialogForm = ({
  titleId,
  title,
  confirmLabel,
  confirmColor = 'primary',
  confirmDisabled = false,
  submitting,
  failure,
  onSubmit,
  onCancel,
  children,
}: DialogFormProps) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !confirmDisabled) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={submitting}>
          {fanToolsText.cancel}
        </Button>
        <Button type="submit" variant="contained" color={confirmColor} disabled={submitting || confirmDisabled}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
};
