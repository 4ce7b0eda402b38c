import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { ConnectedCarTexts } from '@carrier/shared/connected-car';

/** A US number as a tel: address (+1 and its ten digits). */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}

/**
 * 002 §2.2 the call-to-order modal, opened instead of the VIN modal for business (BSSE) customers when the
 * sales-team ordering flag is on: 'Want to place an order?', a 'Call now to order' tel link with the configured
 * toll-free number, and 'Close'.
 */
export function CallToOrderDialog({
  open,
  phone,
  copy,
  onClose,
}: {
  open: boolean;
  phone: string;
  copy: ConnectedCarTexts;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="car-cto-heading"
      aria-describedby="car-cto-body"
      data-testid="car-call-to-order"
    >
      <DialogTitle id="car-cto-heading" component="h2">
        {copy.ctoHeading}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="car-cto-body">{copy.ctoBody}</DialogContentText>
        <Link href={telHref(phone)} sx={{ display: 'inline-block', mt: 2, fontSize: '1.25rem', fontWeight: 700 }}>
          {copy.ctoCall} <span aria-hidden="true">·</span> {phone}
        </Link>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose} variant="contained">
          {copy.ctoClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
