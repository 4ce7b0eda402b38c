import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BenefitsContent } from '@carrier/shared/discount-program';
import { FAN_CATEGORY_ANALYTICS_DELAY_MS } from '@carrier/shared/offers';
import { track } from '../../analytics/track.ts';
import { heroView, type HeroTexts, type SignatureHeroContent } from './hero-content.ts';
import { SignatureCallToOrder } from './SignatureCallToOrder.tsx';

/**
 * 002 §2.5 the signature hero: personalised by the FAN's category when its offers came (`offer`), the fallback
 * hero otherwise; a call to order opens the call-to-order modal. The fan category goes to analytics after 1 s (§9).
 */
export function SignatureHero({
  offer,
  busy,
  texts,
  categories,
  level,
}: {
  offer: BenefitsContent | null;
  busy: boolean;
  texts: HeroTexts;
  categories: SignatureHeroContent['categories'];
  level: 'h1' | 'h2';
}) {
  const view = heroView(offer, texts, categories);
  const [ctoOpen, setCtoOpen] = useState(false);

  useEffect(() => {
    if (!view.fanCategoryId) return;
    const fanCategoryId = view.fanCategoryId;
    const timer = setTimeout(
      () => track({ event: 'fanCategory', fanCategoryId, pagePath: window.location.pathname }),
      FAN_CATEGORY_ANALYTICS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [view.fanCategoryId]);

  return (
    <Box
      data-testid="signature-hero"
      data-hero={offer ? 'personal' : 'fallback'}
      data-fan-category={view.fanCategoryId ?? undefined}
      aria-busy={busy || undefined}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 }, '--focus-ring': '#ffffff' }}
    >
      <Container maxWidth="lg">
        <Typography component="p" variant="overline">
          {texts.eyebrow}
        </Typography>
        <Typography component={level} variant="h1" sx={{ maxWidth: '24ch' }}>
          {view.heading}
        </Typography>
        <Typography component="p" sx={{ mt: 2, maxWidth: '60ch', fontSize: '1.125rem' }}>
          {view.copy}
        </Typography>
        <Button
          variant="contained"
          color="inherit"
          size="large"
          sx={{ mt: 3, color: 'primary.main', bgcolor: 'common.white' }}
          onClick={() => setCtoOpen(true)}
        >
          {texts.ctaLabel}
        </Button>
      </Container>
      <SignatureCallToOrder
        open={ctoOpen}
        onClose={() => setCtoOpen(false)}
        heading={texts.ctoHeading}
        copy={texts.ctoCopy}
        phone={texts.phone}
        callLabel={texts.ctoCall}
        closeLabel={texts.ctoClose}
      />
    </Box>
  );
}
