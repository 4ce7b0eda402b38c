import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The instruction modal and the all-in-one learn-more modal: a heading, copy and a close button. */
export function InfoDialog({
  id,
  open,
  heading,
  copy,
  close,
  onClose,
}: {
  id: string;
  open: boolean;
  heading: string;
  copy: string;
  close: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-heading`} aria-describedby={`${id}-copy`}>
      <DialogTitle id={`${id}-heading`} component="h2">
        {heading}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-copy`}>{copy}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
