import Container from '@mui/material/Container';
import { TOKEN_LANDING_TEXTS } from '@carrier/shared/fan-tools';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';
import { heroTexts, signatureHeroContentSchema } from './hero-content.ts';
import { SignatureHero } from './SignatureHero.tsx';
import { TokenOffers } from './TokenOffers.tsx';
import { useSignatureHero } from './use-signature-hero.ts';

/**
 * 002 §2.5, §2.11 signature program panel (content type 'signatureProgramPanel'): the signature hero for the
 * visitor's FAN, personalised by its fan category, with the FAN's offers below; the fallback hero for everyone else.
 */
export const SignatureProgramPanel = contentComponent(
  'signatureProgramPanel',
  signatureHeroContentSchema,
  function SignatureProgramPanelView({ props }) {
    const locale = useLocale();
    const lang = locale === 'es-us' ? 'es' : 'en';
    const state = useSignatureHero(locale);
    const level = useOwnsPageHeading() ? 'h1' : 'h2';
    const landing = TOKEN_LANDING_TEXTS[lang];
    return (
      <div data-testid="signature-program-panel" data-state={state.status}>
        <SignatureHero
          offer={state.status === 'personal' ? state.offer : null}
          busy={state.status === 'loading'}
          texts={heroTexts(props, lang)}
          categories={props.categories}
          level={level}
        />
        {state.status === 'personal' && state.offer.offers.length > 0 && (
          <Container maxWidth="lg">
            <TokenOffers content={state.offer} heading={landing.offersHeading} legal={landing.legal} />
          </Container>
        )}
      </div>
    );
  },
);
