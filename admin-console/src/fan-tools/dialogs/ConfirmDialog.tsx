import { useId } from 'react';
import { DialogContentText } from '@mui/material';
import { DialogForm } from './DialogForm.tsx';
import { FanToolDialog } from './FanToolDialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  onClose: () => void;
  /** Resolving means done (the caller closes); rejecting shows 'We hit a snag. Please try again later.' */
  onConfirm: () => Promise<void>;
}

/** A yes-or-cancel question: the splash page view change and the group deletion (002 §2.4). */
export const ConfirmDialog = ({ open, onClose, ...rest }: ConfirmDialogProps) => {
  const titleId = useId();
  const questionId = useId();
  return (
    <FanToolDialog open={open} onClose={onClose} titleId={titleId} describedById={questionId}>
      <ConfirmForm {...rest} titleId={titleId} questionId={questionId} onCancel={onClose} />
    </FanToolDialog>
  );
};

interface ConfirmFormProps extends Omit<ConfirmDialogProps, 'open' | 'onClose'> {
  titleId: string;
  questionId: string;
  onCancel: () => void;
}

const ConfirmForm = ({
  title,
  question,
  confirmLabel,
  confirmColor,
  onConfirm,
  titleId,
  questionId,
  onCancel,
}: ConfirmFormProps) => {
  const { submitting, failure, run } = useDialogSubmit();
  return (
    <DialogForm
      titleId={titleId}
      title={title}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void run(onConfirm)}
      onCancel={onCancel}
    >
      <DialogContentText id={questionId}>{question}</DialogContentText>
    </DialogForm>
  );
};
