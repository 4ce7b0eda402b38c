import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@carrier/shared/content';
import { TOKEN_LANDING_TEXTS } from '@carrier/shared/fan-tools';
import { contentComponent } from '../../components/content-component.tsx';
import { useLocale } from '../../site/use-locale.ts';
import { fillText } from './fill-text.ts';
import { heroTexts, signatureHeroContentSchema } from './hero-content.ts';
import { SignatureHero } from './SignatureHero.tsx';
import { TokenOffers } from './TokenOffers.tsx';
import { useTokenLanding } from './use-token-landing.ts';
import { ViewHeading } from './ViewHeading.tsx';

const optional = (max: number) => z.string().trim().min(1).max(max).optional();

/** The page's own words, each optional (the shared defaults of the page's language otherwise). */
const tokenLandingPropsSchema = z.object({
  intro: optional(400),
  invalidHeading: optional(200),
  invalidBody: optional(600),
  /** The signature hero's wording and fan categories (002 §2.5). */
  hero: signatureHeroContentSchema.optional(),
});

/**
 * 002 §7 the page a FAN's or a group's token link opens (content type 'signatureTokenLanding'): the FAN's greeting
 * with the way into the discount program, the signature hero (§2.5) and the FAN's offers, a group's lander, or a clear 'no longer valid' page.
 * The server renders the frame and the opening view; the call runs in the browser, where the token is.
 */
export const SignatureTokenLanding = contentComponent(
  'signatureTokenLanding',
  tokenLandingPropsSchema,
  function SignatureTokenLandingView({ props }) {
    const locale = useLocale();
    const text = TOKEN_LANDING_TEXTS[locale === 'es-us' ? 'es' : 'en'];
    const { state, retry } = useTokenLanding(locale);
    const navigate = useNavigate();
    const groupHref = state.view === 'group' ? state.href : null;
    useEffect(() => {
      if (groupHref) void navigate(groupHref, { replace: true });
    }, [groupHref, navigate]);

    return (
      <Container
        maxWidth="md"
        sx={{ py: { xs: 4, md: 6 } }}
        data-testid="token-landing"
        data-view={state.view}
        data-offers={state.view === 'fan' ? state.offer.status : undefined}
      >
        {state.view === 'opening' && (
          <Box aria-busy="true">
            <ViewHeading id="token-landing-heading">{text.opening}</ViewHeading>
            <CircularProgress aria-label={text.opening} />
          </Box>
        )}
        {state.view === 'fan' && (
          <>
            <ViewHeading id="token-landing-heading" focus>
              {fillText(text.greeting, { name: state.fan.friendlyName })}
            </ViewHeading>
            <Typography component="p" sx={{ mb: 3 }}>
              {props.intro ?? text.intro}
            </Typography>
            <Button variant="contained" size="large" href={localizedPath('/enrollment/signature', locale)}>
              {text.enroll}
            </Button>
            <Box sx={{ mt: 4 }}>
              <SignatureHero
                offer={state.offer.status === 'ready' ? state.offer.content : null}
                busy={state.offer.status === 'loading'}
                texts={heroTexts(props.hero, locale === 'es-us' ? 'es' : 'en')}
                categories={props.hero?.categories}
                level="h2"
              />
            </Box>
            {state.offer.status === 'loading' && (
              <Box aria-busy="true" sx={{ mt: 4 }}>
                <CircularProgress size={24} aria-hidden="true" />
              </Box>
            )}
            {state.offer.status === 'ready' && (
              <TokenOffers content={state.offer.content} heading={text.offersHeading} legal={text.legal} />
            )}
          </>
        )}
        {state.view === 'group' && (
          <>
            <ViewHeading id="token-landing-heading" focus>
              {text.groupHeading}
            </ViewHeading>
            <Link href={state.href}>{text.groupLink}</Link>
          </>
        )}
        {state.view === 'invalid' && (
          <>
            <ViewHeading id="token-landing-heading" focus>
              {props.invalidHeading ?? text.invalidHeading}
            </ViewHeading>
            <Typography component="p" sx={{ mb: 3 }}>
              {props.invalidBody ?? text.invalidBody}
            </Typography>
            <Button variant="contained" href={localizedPath('/offers/discount-program', locale)}>
              {text.discountProgram}
            </Button>
          </>
        )}
        {state.view === 'failed' && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ViewHeading id="token-landing-heading" focus>
              {text.failedHeading}
            </ViewHeading>
            <Typography component="p">{text.failedBody}</Typography>
            <Button variant="contained" onClick={retry}>
              {text.retry}
            </Button>
          </Stack>
        )}
      </Container>
    );
  },
);
