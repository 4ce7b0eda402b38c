import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { submissionText } from '../../site/submission-text.ts';
import { useLocale } from '../../site/use-locale.ts';

/**
 * The gateway refused the submission key because it was used for a different request from this page (a request
 * sent earlier in this visit). Nothing was stored; the customer can send these details as a new request.
 */
export function SubmissionConflict({
  onSendAsNew,
  disabled,
  sx,
}: {
  onSendAsNew: () => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const text = submissionText[useLocale()];
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="submission-conflict"
      {...(sx ? { sx } : {})}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onSendAsNew} disabled={disabled}>
          {text.sendAsNew}
        </Button>
      }
    >
      {text.keyReused}
    </Alert>
  );
}
