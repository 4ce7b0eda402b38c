import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorIds, SubmissionErrorIds } from '@carrier/shared/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ANALYTICS_EVENTS,
  SELF_SERVICE_ERROR_IDS,
  type EligibleAccount,
  type ProfileResponse,
} from '@carrier/shared/self-service';
import { ContentIcon } from '../../components/ContentIcon.tsx';
import { militaryPagePath } from './military-page-path.ts';
import { track } from '../../analytics/track.ts';
import { useSubmissionKey } from '../../api/use-submission-key.ts';
import { siteErrorMessage } from '../../site/site-text.ts';
import { useLocale } from '../../site/use-locale.ts';
import { SubmissionReceipt } from '../../components/submission/SubmissionReceipt.tsx';
import { submitMilitary } from './api/submit-military.ts';
import { HoldUnlockStep } from './HoldUnlockStep.tsx';
import { LinesStep } from './LinesStep.tsx';
import { MemberStep } from './MemberStep.tsx';
import {
  CONFIRMATION_STEP,
  initialMilitaryState,
  militaryReducer,
  stepsOf,
  type FileProblem,
} from './military-reducer.ts';
import { MilitaryScreen } from './MilitaryScreen.tsx';
import { militarySubmission } from './military-submission.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { StepSummary } from './StepSummary.tsx';
import { useMilitaryContext } from './use-military-context.ts';

interface Props {
  user: ProfileResponse['user'];
  account: EligibleAccount;
  fill: (text: string) => string;
}

/**
 * 000 §2, §4 the steps: a summary bar (account label and number, then each completed step with its summary and
 * an edit button that discards later steps), the active step, upcoming steps as greyed headings, then the
 * confirmation. Each new step takes focus at its heading and reports its virtual page path.
 */
export function MilitarySteps({ user, account, fill }: Props) {
  const { content, csrfToken } = useMilitaryContext();
  const locale = useLocale();
  const [state, dispatch] = useReducer(militaryReducer, content.requestType, initialMilitaryState);
  const firstRender = useRef(true);
  // A double click reaches here twice before the button shows it is busy: only the first one sends.
  const sending = useRef(false);
  const submissionKey = useSubmissionKey(`military:${useLocation().pathname}`);
  const steps = stepsOf(content.requestType);
  const lines = account.lines;
  const chosenLines = lines.filter((l) => state.data.lines?.numbers.includes(l.ctn));

  useEffect(() => {
    track({ event: 'virtualPageView', pagePath: militaryPagePath(content.requestType, state.activeStep) });
    if (firstRender.current) firstRender.current = false;
    else
      document
        .getElementById(
          state.activeStep === CONFIRMATION_STEP ? 'military-confirmation-heading' : 'military-active-step',
        )
        ?.focus();
  }, [state.activeStep, content.requestType]);

  async function submit() {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    const eventCode =
      content.requestType === 'cancel' ? ANALYTICS_EVENTS.militaryCancelSubmit : ANALYTICS_EVENTS.militaryRestoreSubmit;
    const formName = `military-${content.requestType}`;
    track({ event: 'formEvent', eventCode, eventAction: 'submit', formName });
    const fields = militarySubmission(content, user, account.service.accountNumber, state.data);
    const result = await submitMilitary(
      content.submitApi,
      fields,
      state.data.member?.file ?? null,
      csrfToken,
      submissionKey.current(),
    ).finally(() => {
      sending.current = false;
    });
    track({
      event: 'formEvent',
      eventCode,
      eventAction: 'response',
      status: result.ok ? 200 : result.error.status,
      formName,
    });
    const reference = result.ok ? result.data.reference : undefined;
    dispatch({
      type: 'submitted',
      accepted: result.ok && result.data.accepted,
      keyReused: !result.ok && result.error.errorId === SubmissionErrorIds.keyReused,
      fileProblem: result.ok ? null : fileProblemOf(result.error.errorId),
      ...(!result.ok && result.error.errorId === ErrorIds.tooManyRequests
        ? { throttleText: siteErrorMessage(locale, result.error) }
        : {}),
      receipt: reference ? { reference, alreadyReceived: result.ok && result.data.alreadyReceived === true } : null,
    });
  }

  /** After a key clash the customer chose to send these details as a new request: a new key, then the same submit. */
  function sendAsNew() {
    submissionKey.renew();
    void submit();
  }

  if (state.activeStep === CONFIRMATION_STEP) {
    return (
      <MilitaryScreen
        testId="military-confirmation"
        heading={fill(content.confirmation.heading)}
        text={fill(content.confirmation.text)}
      >
        {state.receipt && (
          <SubmissionReceipt
            reference={state.receipt.reference}
            alreadyReceived={state.receipt.alreadyReceived}
            links={content.confirmation.links}
            onStartNew={() => {
              submissionKey.renew();
              dispatch({ type: 'startNew' });
            }}
          />
        )}
      </MilitaryScreen>
    );
  }

  const completed = steps.filter((s) => s < state.activeStep);
  const upcoming = steps.filter((s) => s > state.activeStep);
  const heading = (s: number) => content.steps[s]?.heading ?? '';

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-label={content.accountLabel}
        data-testid="military-summary"
        sx={{ p: 2, bgcolor: 'grey.50' }}
      >
        <Typography component="p">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {content.accountLabel}:
          </Box>{' '}
          {account.service.accountNumber}
        </Typography>
        {completed.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
            {completed.map((s) => (
              <Box
                component="li"
                key={s}
                data-testid={`completed-step-${s}`}
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  borderTop: 1,
                  borderColor: 'grey.300',
                  pt: 1.5,
                }}
              >
                <Box>
                  <Typography component="h3" variant="h3">
                    {heading(s)}
                  </Typography>
                  <StepSummary step={s} data={state.data} lines={lines} />
                </Box>
                <Button
                  variant="outlined"
                  disabled={state.submitting}
                  onClick={() => dispatch({ type: 'edit', step: s })}
                  aria-label={`${content.labels.edit}: ${heading(s)}`}
                >
                  {content.labels.edit}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      <Box component="section" aria-labelledby="military-active-step" data-testid={`active-step-${state.activeStep}`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          {content.steps[state.activeStep]?.icon && (
            <ContentIcon name={content.steps[state.activeStep]!.icon!} size={32} />
          )}
          <Typography id="military-active-step" tabIndex={-1} component="h3" variant="h3">
            {heading(state.activeStep)}
          </Typography>
        </Box>
        {state.activeStep === 0 && (
          <LinesStep
            lines={lines}
            initial={state.data.lines}
            onDone={(numbers, restoreServiceDate) => dispatch({ type: 'linesDone', numbers, restoreServiceDate })}
          />
        )}
        {state.activeStep === 1 && (
          <HoldUnlockStep
            lines={chosenLines}
            initial={state.data.holdUnlock?.choices}
            onDone={(choices) => dispatch({ type: 'holdUnlockDone', choices })}
          />
        )}
        {state.activeStep === 2 && (
          <MemberStep
            initial={state.data.member}
            onDone={(info, file) => dispatch({ type: 'memberDone', info, file })}
          />
        )}
        {state.activeStep === 3 && (
          <ReviewStep
            submitting={state.submitting}
            submitError={state.submitError}
            fileProblem={state.fileProblem}
            throttleText={state.throttleText}
            keyReused={state.keyReused}
            onSendAsNew={sendAsNew}
            onSubmit={() => void submit()}
            onDismissError={() => dispatch({ type: 'dismissError' })}
          />
        )}
      </Box>
      {upcoming.length > 0 && (
        <Box
          component="ol"
          aria-label={content.labels.upcoming}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {upcoming.map((s) => (
            <Box
              component="li"
              key={s}
              data-testid={`upcoming-step-${s}`}
              sx={{ borderTop: 1, borderColor: 'grey.300', pt: 1.5 }}
            >
              <Typography component="h3" variant="h3" sx={{ color: '#6b6b6b', fontWeight: 400 }}>
                {heading(s)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The upload refusals of the gateway (000 §8 texts), by error id. */
const FILE_PROBLEM_OF: Partial<Record<string, FileProblem>> = {
  [SELF_SERVICE_ERROR_IDS.uploadType]: 'uploadType',
  [SELF_SERVICE_ERROR_IDS.uploadArchive]: 'uploadArchive',
  [SELF_SERVICE_ERROR_IDS.uploadEmpty]: 'uploadEmpty',
  [SELF_SERVICE_ERROR_IDS.uploadTooLarge]: 'uploadSize',
};

function fileProblemOf(errorId: string): FileProblem | null {
  return FILE_PROBLEM_OF[errorId] ?? null;
}
