import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BenefitsContent } from '@carrier/shared/discount-program';

/** 002 §7 Signature hero: the TOKENLANDER banner (heading, subheading, expanded offer) and each offer. */
export function TokenOffers({ content, heading, legal }: { content: BenefitsContent; heading: string; legal: string }) {
  const { banner, offers } = content;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="token-offers-heading"
      data-testid="token-offers"
      sx={{ p: { xs: 3, md: 4 }, mt: 4 }}
    >
      <Typography id="token-offers-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {banner.heading}
        {banner.subHeading ? ` ${banner.subHeading}` : ''}
      </Typography>
      {banner.expandedOffer && (
        <Typography component="p" sx={{ mt: 1 }}>
          {banner.expandedOffer}
        </Typography>
      )}
      {offers.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
          {offers.map((offer, i) => (
            <Box component="li" key={i} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
              <Typography component="h3" variant="h4" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                {offer.offerHeading}
              </Typography>
              {offer.legalShortText && <Typography component="p">{offer.legalShortText}</Typography>}
              {offer.longLegalText && (
                <Box component="details" sx={{ mt: 1 }}>
                  <Box component="summary" sx={{ cursor: 'pointer' }}>
                    {legal}
                  </Box>
                  <Typography component="p" variant="body2">
                    {offer.longLegalText}
                  </Typography>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
