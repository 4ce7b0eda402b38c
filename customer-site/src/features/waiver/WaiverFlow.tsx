import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { siteErrorMessage, siteText } from '../../site/site-text.ts';
import { useLocale } from '../../site/use-locale.ts';
import { ANALYTICS_EVENTS } from '@carrier/shared/self-service';
import { track } from '../../analytics/track.ts';
import { useSubmissionKey } from '../../api/use-submission-key.ts';
import { receiptState } from '../../components/submission/submission-receipt-state.ts';
import { submitWaiver } from './api/submit-waiver.ts';
import { redirectTo } from './redirect-to.ts';
import { useWaiverContext } from './use-waiver-context.ts';
import { useWaiverLoad } from './use-waiver-load.ts';
import { WaiverBanner } from './WaiverBanner.tsx';
import { waiverPayload } from './waiver-payload.ts';
import { changedItems, hasReview, initialWaiverState, waiverReducer } from './waiver-reducer.ts';
import { WaiverReview } from './WaiverReview.tsx';
import { WaiverSelect } from './WaiverSelect.tsx';
import { WaiverSuccess } from './WaiverSuccess.tsx';

/** 000 §2, §4 waiver form for a signed-in customer: load, select, (review,) submit, success. */
export function WaiverFlow() {
  const { content, csrfToken } = useWaiverContext();
  const [state, dispatch] = useReducer(waiverReducer, content.formType, initialWaiverState);
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPhase = useRef(state.phase);
  // A double click reaches here twice before the disabled button renders: only the first one sends.
  const sending = useRef(false);
  const submissionKey = useSubmissionKey(`waiver:${pathname}`);
  useWaiverLoad(dispatch);

  // A new screen (review, success) starts keyboard and screen-reader users at its heading.
  useEffect(() => {
    if (shownPhase.current === state.phase) return;
    const from = shownPhase.current;
    shownPhase.current = state.phase;
    if (from !== 'loading') headingRef.current?.focus();
  }, [state.phase]);

  async function submit() {
    if (state.submitting || sending.current) return;
    dispatch({ type: 'submit' });
    const items = changedItems(state);
    if (items.length === 0) return;
    sending.current = true;
    const formName = `waiver-${content.formType}`;
    track({ event: 'formEvent', eventCode: ANALYTICS_EVENTS.waiverSubmit, eventAction: 'submit', formName });
    const result = await submitWaiver(
      content.submitApi,
      waiverPayload(content.formType, state.items),
      csrfToken,
      submissionKey.current(),
    ).finally(() => {
      sending.current = false;
    });
    track({
      event: 'formEvent',
      eventCode: ANALYTICS_EVENTS.waiverSubmit,
      eventAction: 'response',
      status: result.ok ? 200 : result.status,
      formName,
    });
    if (!result.ok)
      return dispatch({
        type: 'submitFailed',
        keyReused: result.keyReused,
        ...(result.throttled ? { throttleText: siteErrorMessage(locale, result.throttled) } : {}),
      });
    const receipt = result.reference ? { reference: result.reference, alreadyReceived: result.alreadyReceived } : null;
    dispatch({ type: 'submitted', receipt });
    if (content.formType === 'cancel_service' && content.cancelRedirectUrl)
      redirectTo(
        content.cancelRedirectUrl,
        navigate,
        receipt ? receiptState(receipt.reference, receipt.alreadyReceived) : undefined,
      );
  }

  /** After a key clash the customer chose to send these details as a new request: a new key, then the same submit. */
  function sendAsNew() {
    submissionKey.renew();
    void submit();
  }

  function startNew() {
    submissionKey.renew();
    dispatch({ type: 'startNew' });
  }

  const withReview = hasReview(content.formType);
  const heading =
    state.phase === 'review'
      ? (content.review?.heading ?? content.heading)
      : state.phase === 'success'
        ? content.success.heading
        : content.heading;

  return (
    <Container
      maxWidth="md"
      component="section"
      aria-labelledby="waiver-heading"
      data-testid="waiver-form"
      data-phase={state.phase}
    >
      <Typography id="waiver-heading" ref={headingRef} tabIndex={-1} component="h2" variant="h2" sx={{ mb: 3 }}>
        {heading}
      </Typography>
      <WaiverBanner
        banner={state.banner}
        throttleText={state.throttleText}
        onSendAsNew={sendAsNew}
        sending={state.submitting}
      />
      {state.phase === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography component="p">{siteText[locale].loading}</Typography>
        </Box>
      )}
      {state.phase === 'select' && (
        <WaiverSelect
          items={state.items}
          withReview={withReview}
          submitting={state.submitting}
          selectionError={state.selectionError}
          onToggle={(productKey) => dispatch({ type: 'toggle', productKey })}
          onNext={() => (withReview ? dispatch({ type: 'continue' }) : void submit())}
        />
      )}
      {state.phase === 'review' && (
        <WaiverReview
          items={changedItems(state)}
          submitting={state.submitting}
          onBack={() => dispatch({ type: 'back' })}
          onSubmit={() => void submit()}
        />
      )}
      {state.phase === 'success' && (
        <WaiverSuccess success={content.success} receipt={state.receipt} onStartNew={startNew} />
      )}
    </Container>
  );
}
