import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LanderTexts } from '@carrier/shared/fan-tools';

/** 002 §8: a failed list call opens a modal with the content's heading, copy and a close button. */
export function LanderFailureDialog({
  open,
  onClose,
  copy,
}: {
  open: boolean;
  onClose: () => void;
  copy: LanderTexts;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="lander-failure-heading"
      aria-describedby="lander-failure-copy"
    >
      <DialogTitle id="lander-failure-heading" component="h2">
        {copy.modalHeading}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="lander-failure-copy">{copy.modalCopy}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {copy.modalClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
