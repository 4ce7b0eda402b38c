import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ContentIcon } from '../../components/ContentIcon.tsx';

/**
 * 001 §2 call-to-order modal: when its flag is on it replaces the whole page — an icon, the heading ('Ready to start
 * saving?') and copy with the sales number (the configured toll-free number) as a tel: link.
 */
export function CallToOrderModal({
  heading,
  copy,
  phone,
  callLabel,
}: {
  heading: string;
  copy: string;
  phone: string;
  callLabel: string;
}) {
  const tel = `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
  return (
    <Dialog open fullScreen aria-labelledby="call-to-order-heading" data-testid="call-to-order">
      <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
        <Box sx={{ maxWidth: '36rem', textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <ContentIcon name="phone" />
          <Typography id="call-to-order-heading" component="h2" variant="h1">
            {heading}
          </Typography>
          <Typography component="p">{copy}</Typography>
          {phone && (
            <Link href={tel} sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
              {callLabel}
            </Link>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
