import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { programName, type EnrollmentCta } from '@carrier/shared/discount-program';
import type { Locale } from '@carrier/shared/content';
import { useLocale } from '../../site/use-locale.ts';
import { BenefitsPanel } from './BenefitsPanel.tsx';
import { responseCopy, withProgramName } from './enroll-copy.ts';
import { confirmDiscountChange, linkClick, type FlowEnvironment } from './enrollment-actions.ts';
import { siteHref } from '@carrier/shared/content';
import { displayKindOf, usesTwoColumnCtas } from './enrollment-routes.ts';
import { enrollmentStore, useEnrollmentState } from './enrollment-store.ts';
import type { ResponseStatus } from './enrollment-types.ts';
import { useEnrollmentView } from './enrollment-view-context.ts';
import { ScreenHeading } from './ScreenHeading.tsx';

const SEVERITY = { success: 'success', info: 'info', error: 'error' } as const;

function Cta({ cta, env, locale }: { cta: EnrollmentCta; env: FlowEnvironment; locale: Locale }) {
  const variant = cta.theme === 'secondary' ? 'outlined' : 'contained';
  const common = { variant, size: 'large', disableElevation: true } as const;
  const button =
    cta.ctaFunction === 'clickCallback' ? (
      <Button
        {...common}
        onClick={() => {
          linkClick(cta.ctaLabel);
          void confirmDiscountChange(env);
        }}
      >
        {cta.ctaLabel}
      </Button>
    ) : cta.ctaFunction === 'startOver' || (!cta.ctaURL && cta.ctaFunction) ? (
      <Button
        {...common}
        onClick={() => {
          linkClick(cta.ctaLabel);
          enrollmentStore.dispatch({ type: 'startOver' });
        }}
      >
        {cta.ctaLabel}
      </Button>
    ) : (
      <Button
        {...common}
        href={siteHref(cta.ctaURL ?? '/', locale)}
        onClick={() => linkClick(cta.ctaLabel, siteHref(cta.ctaURL ?? '/', locale))}
      >
        {cta.ctaLabel}
      </Button>
    );
  if (!cta.ctaHeading && !cta.ctaDescription) return button;
  return (
    <Box>
      {cta.ctaHeading && (
        <Typography component="h3" variant="h4" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {cta.ctaHeading}
        </Typography>
      )}
      {cta.ctaDescription && (
        <Typography component="p" sx={{ mb: 1 }}>
          {cta.ctaDescription}
        </Typography>
      )}
      {button}
    </Box>
  );
}

/** 001 §2, §4 a verification response: its texts (crp variants for CRP customers), its calls to action, benefits. */
export function VerificationResponse({ response }: { response: ResponseStatus }) {
  const { props, text, env } = useEnrollmentView();
  const state = useEnrollmentState();
  const locale = useLocale();
  const copy = responseCopy(response, props, text, state.context?.isCRP ?? false);
  const kind = displayKindOf(response);
  const banner = state.benefits.status === 'ready' ? state.benefits.benefits.banner : null;
  const name = programName(banner, props.programName ?? text.authOptions.heading);
  const twoColumns = usesTwoColumnCtas(response);
  return (
    <Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="enroll-response-heading"
        data-testid={`enroll-response-${response}`}
        data-display-kind={kind}
        sx={{ p: { xs: 3, md: 5 } }}
      >
        <Alert severity={SEVERITY[kind]} icon={undefined} sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}>
          <ScreenHeading id="enroll-response-heading">{copy.heading}</ScreenHeading>
          {state.customerOrderNumber && kind !== 'error' && (
            <Typography component="p" sx={{ fontWeight: 700, mb: 1 }} data-testid="enroll-order-number">
              {text.orderNumber(state.customerOrderNumber)}
            </Typography>
          )}
          <Typography component="p">{withProgramName(copy.copy, name)}</Typography>
          {copy.note && (
            <Typography component="p" variant="body2" sx={{ mt: 1 }}>
              {withProgramName(copy.note, name)}
            </Typography>
          )}
        </Alert>
        {copy.ctaGroupHeader && (
          <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
            {copy.ctaGroupHeader}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: twoColumns ? { xs: '1fr', md: '1fr 1fr' } : '1fr',
            justifyItems: 'start',
          }}
        >
          {copy.ctaGroup.map((cta, i) => (
            <Cta key={i} cta={cta} env={env} locale={locale} />
          ))}
        </Box>
      </Paper>
      <BenefitsPanel benefits={state.benefits} text={text.benefits} />
    </Box>
  );
}
