import { useId, useRef, useState, type ReactNode } from 'react';
import { validateReasonForChange } from '@carrier/shared/fan-tools';
import { DialogForm } from './DialogForm.tsx';
import { FanToolDialog } from './FanToolDialog.tsx';
import { ReasonField } from './ReasonField.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the change does (and, for tokens, that it cannot be undone). */
  description: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** Makes the change; resolving means done (the caller closes), rejecting shows 'We hit a snag.' */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * 002 §2.4, §5: the web status, splash page and token modals, each recording a required reason for change
 * (at most 150 characters).
 */
export const ReasonDialog = ({ open, onClose, ...rest }: ReasonDialogProps) => {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <FanToolDialog open={open} onClose={onClose} titleId={titleId} describedById={descriptionId}>
      <ReasonForm {...rest} titleId={titleId} descriptionId={descriptionId} onCancel={onClose} />
    </FanToolDialog>
  );
};

interface ReasonFormProps extends Omit<ReasonDialogProps, 'open' | 'onClose'> {
  titleId: string;
  descriptionId: string;
  onCancel: () => void;
}

const ReasonForm = ({
  title,
  description,
  confirmLabel,
  onConfirm,
  titleId,
  descriptionId,
  onCancel,
}: ReasonFormProps) => {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { submitting, failure, run } = useDialogSubmit();

  const submit = () => {
    const rule = validateReasonForChange(reason);
    if (!rule.ok) {
      setError(rule.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    void run(() => onConfirm(reason.trim()));
  };

  return (
    <DialogForm
      titleId={titleId}
      title={title}
      confirmLabel={confirmLabel}
      submitting={submitting}
      failure={failure}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div id={descriptionId}>{description}</div>
      <ReasonField
        id={fieldId}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (error && validateReasonForChange(value).ok) setError(null);
        }}
        error={error}
        inputRef={inputRef}
      />
    </DialogForm>
  );
};
