import { useId, useRef, useState, type ReactNode } from 'react';
import { validateReasonForChange } from '@carrier/shared/fan-tools';
import { useDraftState } from '../../api/drafts.ts';
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
  /** Names the reason typed here among the drafts kept over a sign-in: one key per change and subject. */
  draftKey: string;
  /** The reason to start with: the one kept when the session ended (useDialogDraft), else nothing. */
  initialReason?: string;
}

/**
 * 002 §2.4, §5: the web status, splash page and token modals, each recording a required reason for change
 * (at most 150 characters). The reason typed is kept if the session ends (drafts.ts).
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
  draftKey,
  initialReason = '',
}: ReasonFormProps) => {
  const fieldId = useId();
  const [reason, setReason] = useDraftState(draftKey, initialReason);
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
