import { useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { consoleText } from '../../console-text.ts';
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
 * old link stops working at once; replacing a token cannot be undone.
 */
export const GenerateTokenButton = ({ label, title, subject, onGenerate }: GenerateTokenButtonProps) => {
  const [open, setOpen] = useState(false);
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
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await onGenerate(reason);
          setOpen(false);
        }}
      />
    </>
  );
};
