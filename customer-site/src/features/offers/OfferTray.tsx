import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Locale } from '@carrier/shared/content';
import type { Offer, OfferLegal } from '@carrier/shared/offers';
import { getOfferLegal } from './api/offer-content.ts';

type LegalState =
  { status: 'closed' } | { status: 'loading' } | { status: 'failed' } | { status: 'shown'; legal: OfferLegal };

interface TrayLabels {
  trayClose: string;
  legalLink: string;
  legalLoading: string;
  legalFailed: string;
}

/**
 * 002 §2.5 the offer tray: the offer's heading and body, and its short legal link, which opens the long legal
 * text fetched from the path the offer names (or the offer's own long legal text when it names none).
 */
export function OfferTray({
  offer,
  locale,
  labels,
  onClose,
}: {
  offer: Offer | null;
  locale: Locale;
  labels: TrayLabels;
  onClose: () => void;
}) {
  const headingId = useId();
  const legalId = useId();
  const [legal, setLegal] = useState<LegalState>({ status: 'closed' });
  useEffect(() => setLegal({ status: 'closed' }), [offer]);

  const modal = offer?.offerModal;
  const openLegal = async () => {
    if (!modal) return;
    if (legal.status !== 'closed' && legal.status !== 'failed') return setLegal({ status: 'closed' });
    if (!modal.legalModalPath) {
      return setLegal(
        modal.longLegal
          ? { status: 'shown', legal: { offerHeading: modal.heading, longLegalText: modal.longLegal } }
          : { status: 'failed' },
      );
    }
    setLegal({ status: 'loading' });
    const result = await getOfferLegal(modal.legalModalPath, locale);
    setLegal(result.ok ? { status: 'shown', legal: result.data } : { status: 'failed' });
  };

  return (
    <Dialog open={Boolean(offer)} onClose={onClose} aria-labelledby={headingId} maxWidth="sm" fullWidth>
      {modal && (
        <>
          <DialogContent data-testid="offer-tray">
            {modal.offerTrayTitle && (
              <Typography component="p" variant="overline">
                {modal.offerTrayTitle}
              </Typography>
            )}
            <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
              {modal.heading}
            </Typography>
            <Typography component="p">{modal.body}</Typography>
            <Button
              variant="text"
              sx={{ mt: 2, px: 0, textDecoration: 'underline' }}
              aria-expanded={legal.status === 'shown' || legal.status === 'loading'}
              aria-controls={legalId}
              onClick={() => void openLegal()}
            >
              {modal.shortLegalLinkLabel ?? labels.legalLink}
            </Button>
            <Box id={legalId} aria-live="polite" sx={{ mt: 1 }}>
              {legal.status === 'loading' && (
                <Box aria-busy="true" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <CircularProgress size={20} aria-hidden="true" />
                  <Typography component="span">{labels.legalLoading}</Typography>
                </Box>
              )}
              {legal.status === 'failed' && (
                <Typography component="p" role="alert" color="error">
                  {labels.legalFailed}
                </Typography>
              )}
              {legal.status === 'shown' && (
                <Box data-testid="offer-legal" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                  {legal.legal.longLegalStartText && (
                    <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
                      {legal.legal.longLegalStartText}
                    </Typography>
                  )}
                  <Typography component="p" variant="body2">
                    {legal.legal.longLegalText}
                  </Typography>
                </Box>
              )}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {labels.trayClose}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
