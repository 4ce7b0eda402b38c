import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  RESULT_TEXTS,
  resultLabel,
  VERIFICATION_ID_PATTERN,
  VERIFICATION_PANEL_TEXTS,
  type ResultLabel,
  type VerificationStatusResponse,
} from '@carrier/shared/discount-program';
import { getFlags } from '../../api/flags.ts';
import { getVerificationStatus } from '../../api/verification-status.ts';
import { contentComponent } from '../../components/content-component.tsx';
import { contentLinkSchema } from '../../components/content-link.ts';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';

const propsSchema = z.object({
  heading: z.string().trim().min(1).max(200).optional(),
  hubLink: contentLinkSchema.optional(),
});

type Lookup =
  | { state: 'missing' }
  | { state: 'loading' }
  | { state: 'found'; verification: VerificationStatusResponse }
  | { state: 'notFound' }
  | { state: 'failed' };

const COLOR: Record<ResultLabel, 'success' | 'warning' | 'info' | 'error'> = {
  'Auto Approved': 'success',
  Approved: 'success',
  Pending: 'warning',
  'Doc Upload': 'info',
  Error: 'error',
  'Too many attempts': 'error',
};

/**
 * 002 §2.11 verification panel, §3 'Verification result (panels)': the verification the address names
 * (?verificationId=, as the verification e-mail links it) with its result label — 'Auto Approved' or 'Approved',
 * 'Pending', 'Doc Upload', 'Error', 'Too many attempts' (001 §4) — its program, and the days left to confirm.
 */
export const VerificationPanel = contentComponent(
  'verificationPanel',
  propsSchema,
  function VerificationPanelView({ props }) {
    const locale = useLocale();
    const lang = locale === 'es-us' ? 'es' : 'en';
    const t = VERIFICATION_PANEL_TEXTS[lang];
    const level = useOwnsPageHeading() ? 'h1' : 'h2';
    const id = new URLSearchParams(useLocation().search).get('verificationId') ?? '';
    const [lookup, setLookup] = useState<Lookup>(() =>
      VERIFICATION_ID_PATTERN.test(id) ? { state: 'loading' } : { state: 'missing' },
    );

    useEffect(() => {
      if (!VERIFICATION_ID_PATTERN.test(id)) return setLookup({ state: 'missing' });
      let live = true;
      setLookup({ state: 'loading' });
      void (async () => {
        const flags = await getFlags();
        const result = await getVerificationStatus(id, null, flags.verifySalesApi);
        if (!live) return;
        if (result.ok) setLookup({ state: 'found', verification: result.data });
        else setLookup({ state: result.error.status === 404 ? 'notFound' : 'failed' });
      })();
      return () => {
        live = false;
      };
    }, [id]);

    const hub = props.hubLink ?? {
      label: t.hubLink,
      href: locale === 'es-us' ? '/es-us/offers/discount-program' : '/offers/discount-program',
    };
    return (
      <Box component="section" data-testid="verification-panel" data-state={lookup.state} sx={{ py: { xs: 4, md: 6 } }}>
        <Container maxWidth="md">
          <Typography component={level} variant="h2">
            {props.heading ?? t.heading}
          </Typography>
          <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
            {lookup.state === 'loading' && <Typography>{t.loading}</Typography>}
            {lookup.state === 'missing' && <Typography>{t.missing}</Typography>}
            {lookup.state === 'notFound' && <Alert severity="warning">{t.notFound}</Alert>}
            {lookup.state === 'failed' && <Alert severity="error">{t.failed}</Alert>}
            {lookup.state === 'found' && <Found verification={lookup.verification} lang={lang} />}
          </Box>
          <Button href={hub.href} variant="outlined" sx={{ mt: 3 }}>
            {hub.label}
          </Button>
        </Container>
      </Box>
    );
  },
);

/** A found verification: its result label, its program and the days left to confirm. */
function Found({ verification, lang }: { verification: VerificationStatusResponse; lang: 'en' | 'es' }) {
  const label = resultLabel(verification);
  const text = VERIFICATION_PANEL_TEXTS[lang];
  const results = RESULT_TEXTS[lang];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="p">
        {results.resultLabel}:{' '}
        <Chip
          component="span"
          label={results.labels[label]}
          variant="outlined"
          data-label={label}
          // the colour marks the border only: the label's text keeps the page's contrast
          sx={{ borderColor: `${COLOR[label]}.main`, borderWidth: 2, fontWeight: 700 }}
        />
      </Typography>
      <Typography component="p">{text.segment.replace('{segment}', verification.segment)}</Typography>
      {verification.remainingDays !== null && verification.expiryDate && (
        <Typography component="p">
          {text.window.replace('{days}', String(verification.remainingDays)).replace('{date}', verification.expiryDate)}
        </Typography>
      )}
    </Box>
  );
}
