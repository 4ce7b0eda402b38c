import { useEffect, useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { track } from '../../analytics/track.ts';

/** 002 §2.5 the signature hero's call-to-order modal; opening it is the virtual page /cto/modal. */
export function SignatureCallToOrder({
  open,
  onClose,
  heading,
  copy,
  phone,
  callLabel,
  closeLabel,
}: {
  open: boolean;
  onClose: () => void;
  heading: string;
  copy: string;
  phone: string;
  callLabel: string;
  closeLabel: string;
}) {
  const headingId = useId();
  useEffect(() => {
    if (open) track({ event: 'virtualPageView', pagePath: '/cto/modal' });
  }, [open]);
  const tel = `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={headingId} data-testid="signature-cto">
      <DialogContent>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        <Typography component="p" sx={{ mb: 2 }}>
          {copy}
        </Typography>
        <Link href={tel} sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {callLabel} {phone}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
