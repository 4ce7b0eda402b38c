import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** 001 §2 legal modal: the offer's legal text, closed by its button or Escape. */
export function LegalModal({
  heading,
  copy,
  close,
  onClose,
}: {
  heading: string;
  copy: string;
  close: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="legal-heading" data-testid="legal-modal">
      <DialogTitle id="legal-heading" component="h2">
        {heading}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{copy}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
