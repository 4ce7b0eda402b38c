import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { localizedPath } from '@carrier/shared/content';
import { VERIFY_FORM_TEXTS, verifyFormLanguage } from '@carrier/shared/discount-program';
import { getFlags, type SiteFlags } from '../../api/flags.ts';
import { BusyOverlay } from '../../components/BusyOverlay.tsx';
import { useSession } from '../../site/session/use-session.ts';
import { useLocale } from '../../site/use-locale.ts';
import { CallUsPanel } from './form/CallUsPanel.tsx';
import { VerifyForm } from './form/VerifyForm.tsx';
import { VerifyModals } from './modals/VerifyModals.tsx';
import { OtpModal } from './otp/OtpModal.tsx';
import { ResultView } from './results/ResultView.tsx';
import { MultipleVerificationReview } from './review/MultipleVerificationReview.tsx';
import { ReviewForm } from './review/ReviewForm.tsx';
import { DocumentUploadView } from './upload/DocumentUploadView.tsx';
import { useVerifyFlow } from './use-verify-flow.ts';
import type { SegmentContent } from './verify-props.ts';
import { readVerifyQuery } from './verify-query.ts';
import type { VerifyView } from './verify-state.ts';

export interface VerifyFlowProps {
  content: SegmentContent;
  /** The hub's other segments: their names and offers (combo selector, multiple-verification review). */
  siblings?: readonly SegmentContent[];
  /** The views' headings: h2 under the hub's heading, h3 under a page's h2. */
  headingLevel?: 'h2' | 'h3';
  /** The form's status changed (the hub hides its menu once the status leaves 'form'). */
  onViewChange?: (view: VerifyView) => void;
}

/**
 * 001 §2 the per-segment verify form: one page with in-page views (form, review-form, multiple-verification-review,
 * document upload, success, pending, error). A returning customer (verificationId in the address) starts from the
 * status lookup.
 */
export function VerifyFlow({ content, siblings = [], headingLevel = 'h2', onViewChange }: VerifyFlowProps) {
  const { search } = useLocation();
  const locale = useLocale();
  const lang = verifyFormLanguage(locale);
  const text = VERIFY_FORM_TEXTS[lang];
  const { session } = useSession();
  const query = useMemo(() => readVerifyQuery(search), [search]);
  const [flags, setFlags] = useState<SiteFlags | null>(null);
  const env = useMemo(
    () => (session.status === 'signedIn' ? { signedIn: true, csrfToken: session.me.csrfToken } : { signedIn: false }),
    [session],
  );
  const flow = useVerifyFlow(content, query, flags, env);
  const { outcome } = flow;

  useEffect(() => {
    let live = true;
    void getFlags().then((f) => {
      if (live) setFlags(f);
    });
    return () => {
      live = false;
    };
  }, []);

  // Told once per new outcome: a parent's new callback each render must not call it again (and loop its renders)
  const viewChangeRef = useRef(onViewChange);
  useEffect(() => {
    viewChangeRef.current = onViewChange;
  });
  useEffect(() => {
    if (outcome) viewChangeRef.current?.(outcome.view);
  }, [outcome]);

  if (!flags || !outcome) {
    return (
      <Box aria-busy="true" data-testid="verify-flow" data-view="loading" sx={{ minHeight: '18rem' }}>
        <CircularProgress aria-label={text.busy} />
      </Box>
    );
  }
  const names: Partial<Record<string, string>> = {
    ...(content.comboSegment && content.comboSegmentDisplayName
      ? { [content.comboSegment]: content.comboSegmentDisplayName }
      : {}),
    ...Object.fromEntries(siblings.map((s) => [s.segment, s.segmentDisplayName])),
    [content.segment]: content.segmentDisplayName,
  };
  const currentContent = siblings.find((s) => s.segment === flow.current?.segment) ?? {
    segmentDisplayName: names[flow.current?.segment ?? ''] ?? flow.current?.segment ?? '',
  };
  const wlsfi = query.wlsfi ? `?wlsfi=${encodeURIComponent(query.wlsfi)}` : '';

  return (
    <Box data-testid="verify-flow" data-view={outcome.view} aria-busy={flow.busy}>
      {outcome.view === 'form' ? (
        <VerifyForm
          content={content}
          segmentNames={names}
          locale={locale}
          values={flow.values}
          errorCodes={flow.formErrors}
          sales={flags.verifySalesApi}
          headingLevel={headingLevel}
          locked={flow.locked}
          onSubmit={flow.submitForm}
        />
      ) : outcome.view === 'review_form' ? (
        <ReviewForm
          content={content}
          values={flow.values}
          text={text}
          headingLevel={headingLevel}
          onEdit={flow.edit}
          onStartOver={flow.startOver}
          onCheckEligibility={flow.checkEligibility}
        />
      ) : outcome.view === 'multiple_verification_review' && flow.current ? (
        <MultipleVerificationReview
          content={content}
          current={flow.current}
          currentContent={currentContent}
          text={text}
          locale={locale}
          headingLevel={headingLevel}
          onSwitch={flow.switchBenefits}
        />
      ) : outcome.view === 'docupload' ? (
        <DocumentUploadView
          content={content}
          outcome={outcome}
          forward={query.forward}
          sales={flags.verifySalesApi}
          onDone={flow.setOutcome}
        />
      ) : (
        <ResultView content={content} outcome={outcome} existingCustomer={content.isExistingCustomer} crp={query.crp} />
      )}
      {outcome.view === 'form' && flags.verifySalesAssist && (
        <CallUsPanel text={text} level={headingLevel === 'h2' ? 'h3' : 'h4'} />
      )}
      {flow.otpId && (
        <OtpModal
          otpId={flow.otpId}
          lang={lang}
          {...(env.csrfToken ? { csrfToken: env.csrfToken } : {})}
          onVerified={flow.otpVerified}
          onClose={flow.closeOtp}
        />
      )}
      <VerifyModals
        modal={flow.modal}
        text={text}
        shopUrl={localizedPath('/buy/phones/', locale)}
        postpaidUrl={`${localizedPath('/buy/postpaid', locale)}${wlsfi}`}
        onChangeOffer={flow.changeOffer}
        onClose={flow.closeModal}
      />
      <BusyOverlay busy={flow.busy} text={text.busy} />
    </Box>
  );
}
