import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { isPartnerCardOffer, type Offer, type PartnerTileView } from '@carrier/shared/offers';
import { ContentIcon } from '../../components/ContentIcon.tsx';

export interface TileLabels {
  seeDetails: string;
  partnerApplied: string;
  partnerInProgress: string;
  partnerError: string;
}

/**
 * 002 §2.5 an offer tile: icon, heading, copy and the way to its tray. The partner credit-card tile also shows its
 * application status (§4): 'Offer applied' with the call to action disabled, 'Offer in-progress', or the error.
 */
export function OfferTile({
  offer,
  partnerView,
  labels,
  onDetails,
}: {
  offer: Offer;
  partnerView: PartnerTileView;
  labels: TileLabels;
  onDetails: (offer: Offer) => void;
}) {
  const view = isPartnerCardOffer(offer) ? partnerView : 'open';
  const headingId = `offer-${offer.offerID}-heading`;
  const status =
    view === 'applied'
      ? labels.partnerApplied
      : view === 'inProgress'
        ? labels.partnerInProgress
        : view === 'error'
          ? labels.partnerError
          : null;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="offer-tile"
      data-offer-id={offer.offerID}
      data-partner-view={isPartnerCardOffer(offer) ? view : undefined}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <ContentIcon name={offer.icon} />
        <Typography id={headingId} component="h3" variant="h4" sx={{ fontSize: '1.25rem', mt: 1, mb: 1 }}>
          {offer.tileHeading.heading}
        </Typography>
        <Typography component="p">{offer.tileCopy.text}</Typography>
        {status && (
          <Box
            data-testid="partner-status"
            sx={{
              mt: 2,
              display: 'inline-flex',
              gap: 1,
              alignItems: 'center',
              fontWeight: 700,
              color: view === 'error' ? 'error.main' : view === 'applied' ? 'success.dark' : 'text.primary',
            }}
          >
            {view === 'applied' && <ContentIcon name="check" size={20} />}
            <span>{status}</span>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => onDetails(offer)} aria-describedby={headingId}>
          {labels.seeDetails}
        </Button>
        {offer.cta &&
          (view === 'applied' ? (
            <Button variant="contained" disabled>
              {offer.cta.label}
            </Button>
          ) : (
            <Button variant="contained" href={offer.cta.href} aria-describedby={headingId}>
              {offer.cta.label}
            </Button>
          ))}
      </CardActions>
    </Card>
  );
}
