import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { siteHref } from '@carrier/shared/content';
import { RESULT_TEXTS, resultLabel, type ResultScreenText } from '@carrier/shared/discount-program';
import { getFlags, type SiteFlags } from '../../../api/flags.ts';
import { useLocale } from '../../../site/use-locale.ts';
import { LegalModal } from '../modals/LegalModal.tsx';
import type { SegmentContent } from '../verify-props.ts';
import type { VerifyOutcome } from '../verify-state.ts';
import { CallUsPanel } from './CallUsPanel.tsx';
import { EnrolledCarousel } from './EnrolledCarousel.tsx';
import type { ResultTextKey } from './result-props.ts';
import { newResultVariant, plainResultVariant, statusOfView } from './result-variant.ts';
import { ViewHeading } from './ViewHeading.tsx';

export interface ResultViewProps {
  content: SegmentContent;
  outcome: VerifyOutcome;
  /** 001 §1 an existing wireless customer or a new one (the result copy depends on it). */
  existingCustomer: boolean;
  /** 001 §6 the CRP customer type selects the crp texts. */
  crp: boolean;
}

const crpKey = { success: 'crpSuccess', pending: 'crpPending', error: 'crpError' } as const;

/** 001 §2 result screens: success, pending, error and system error views of the verify form. */
export function ResultView({ content, outcome, existingCustomer, crp }: ResultViewProps) {
  const locale = useLocale();
  const t = RESULT_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  const [flags, setFlags] = useState<SiteFlags | null>(null);
  const [legalOpen, setLegalOpen] = useState(false);
  const overrides = content.results.texts ?? {};

  useEffect(() => {
    let live = true;
    void getFlags().then((f) => live && setFlags(f));
    return () => {
      live = false;
    };
  }, []);

  const failed = outcome.view !== 'success' && outcome.view !== 'pending';
  if (!flags) return <Box data-testid="verification-result" data-view={outcome.view} sx={{ minHeight: '12rem' }} />;

  let key: ResultTextKey;
  let screen: ResultScreenText;
  if (flags.verifyNewResultScreen) {
    key = newResultVariant(outcome.view, existingCustomer, outcome.errorCodes);
    screen = { ...t.screens[key], ...overrides[key] };
  } else {
    const plain = plainResultVariant(outcome.view);
    key = plain;
    screen = {
      ...t.responses[plain],
      ...overrides[plain],
      ...(crp ? { ...t.crpResponses[plain], ...overrides[crpKey[plain]] } : {}),
    };
  }
  const status = statusOfView(outcome.view);
  const label = status
    ? resultLabel({ status, autoApproved: outcome.verifications[0]?.autoApproved ?? false, errors: outcome.errorCodes })
    : null;
  const systemError = outcome.errorCodes.map((code) => t.systemErrors[code]).find(Boolean);

  return (
    <Box
      component="section"
      aria-labelledby="result-heading"
      data-testid="verification-result"
      data-view={outcome.view}
      data-variant={key}
    >
      <ViewHeading id="result-heading">{screen.heading}</ViewHeading>
      {label && (
        <Chip
          label={`${t.resultLabel}: ${t.labels[label]}`}
          color={failed ? 'error' : outcome.view === 'success' ? 'success' : 'default'}
          sx={{ mb: 2 }}
        />
      )}
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {screen.copy}
          {systemError && key !== 'rejection' && <Box sx={{ mt: 1 }}>{systemError}</Box>}
        </Alert>
      ) : (
        <Typography sx={{ mb: 2 }}>{screen.copy}</Typography>
      )}
      {screen.note && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {screen.note}
        </Typography>
      )}
      {key === 'enrolled' && (
        <EnrolledCarousel
          label={t.carousel.label}
          previous={t.carousel.previous}
          next={t.carousel.next}
          cards={t.carousel.cards.map((card) => ({ ...card, ctaURL: siteHref(card.ctaURL, locale) }))}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" href={siteHref(screen.ctaURL, locale)}>
          {screen.ctaLabel}
        </Button>
        {!failed && (
          <Link component="button" type="button" onClick={() => setLegalOpen(true)}>
            {t.legalLink}
          </Link>
        )}
      </Box>
      {flags.verifySalesAssist && flags.enrollmentSalesPhone && (
        <CallUsPanel
          phone={flags.enrollmentSalesPhone}
          texts={{ heading: t.callUsHeading, copy: t.callUsCopy, link: t.callUsLink }}
        />
      )}
      {legalOpen && (
        <LegalModal
          heading={t.legalHeading}
          copy={content.results.legal ?? t.legalCopy}
          close={t.close}
          onClose={() => setLegalOpen(false)}
        />
      )}
    </Box>
  );
}
