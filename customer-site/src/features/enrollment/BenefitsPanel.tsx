import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EnrollmentText } from '@carrier/shared/discount-program';
import type { EnrollmentState } from './enrollment-reducer.ts';

/** 001 §2, §3 the benefits panel after success: the banner (heading, subheading, expanded offer) and each offer. */
export function BenefitsPanel({
  benefits,
  text,
}: {
  benefits: EnrollmentState['benefits'];
  text: EnrollmentText['benefits'];
}) {
  if (benefits.status === 'none') return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="enroll-benefits-heading"
      data-testid="enroll-benefits"
      sx={{ p: { xs: 3, md: 4 }, mt: 4 }}
    >
      <Typography id="enroll-benefits-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
        {text.heading}
      </Typography>
      {benefits.status === 'loading' && <Typography component="p">{text.loading}</Typography>}
      {benefits.status === 'failed' && <Typography component="p">{text.unavailable}</Typography>}
      {benefits.status === 'ready' && (
        <>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {benefits.benefits.banner.heading}
            {benefits.benefits.banner.subHeading ? ` ${benefits.benefits.banner.subHeading}` : ''}
          </Typography>
          {benefits.benefits.banner.fanName && (
            <Typography component="p" sx={{ color: 'text.secondary' }}>
              {benefits.benefits.banner.fanName}
            </Typography>
          )}
          {benefits.benefits.banner.expandedOffer && (
            <Typography component="p" sx={{ mt: 1 }}>
              {benefits.benefits.banner.expandedOffer}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
            {benefits.benefits.offers.map((offer, i) => (
              <Box component="li" key={i} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                <Typography component="h3" variant="h4" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                  {offer.offerHeading}
                </Typography>
                {offer.legalShortText && <Typography component="p">{offer.legalShortText}</Typography>}
                {offer.shortProxLegalText && (
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                    {offer.shortProxLegalText}
                  </Typography>
                )}
                {offer.longLegalText && (
                  <Box component="details" sx={{ mt: 1 }}>
                    <Box component="summary" sx={{ cursor: 'pointer' }}>
                      {text.legal}
                    </Box>
                    <Typography component="p" variant="body2">
                      {offer.longLegalText}
                    </Typography>
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
