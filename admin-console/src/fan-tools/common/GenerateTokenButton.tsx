import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { consoleText } from '../../console-text.ts';
import { useDialogDraft } from '../../api/drafts.ts';
import { dialogDraftKeys } from '../dialogs/dialog-draft-keys.ts';
import { ReasonDialog } from '../dialogs/ReasonDialog.tsx';

interface GenerateTokenButtonProps {
  label: string;
  title: string;
  /** What gets a new token, e.g. 'FAN 00012345'. */
  subject: string;
  /** Makes the new token; rejecting shows 'We hit a snag.' in the modal. */
  onGenerate: (reason: string) => Promise<void>;
}

/**
 * 002 §2.4: 'Generate new token link' / 'Generate new group token'. The modal asks for a reason and warns that the
 * old link stops working at once; replacing a token cannot be undone. A reason typed when the session ended reopens
 * the modal with it after sign-in.
 */
export const GenerateTokenButton = ({ label, title, subject, onGenerate }: GenerateTokenButtonProps) => {
  const draftKey = dialogDraftKeys.token(subject);
  const { restored, forget } = useDialogDraft(draftKey);
  const [open, setOpen] = useState(restored !== null);
  const close = () => {
    setOpen(false);
    forget();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ReasonDialog
        open={open}
        title={title}
        description={
          <>
            <Typography sx={{ mb: 1 }}>{subject}</Typography>
            <Alert severity="warning">{consoleText.tokenWarning}</Alert>
          </>
        }
        confirmLabel={consoleText.generate}
        onClose={close}
        onConfirm={async (reason) => {
          await onGenerate(reason);
          close();
        }}
        draftKey={draftKey}
        initialReason={restored ?? ''}
      />
    </>
  );
};
