import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { StatusIcon } from '../../components/StatusIcon.tsx';
import { escalationErrors, valuesToPayload, type EscalationValues } from '@carrier/shared/escalation';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useSubmissionKey } from '../../api/use-submission-key.ts';
import { useSubmitButton } from '../../site/hydration/use-submit-button.ts';
import { useTypedBeforeHydration } from '../../site/hydration/use-typed-before-hydration.ts';
import { useSession } from '../../site/session/use-session.ts';
import { useLocale } from '../../site/use-locale.ts';
import { submitEscalation } from './api/submit-escalation.ts';
import { escalationCopy, escalationPropsSchema } from './escalation-props.ts';
import { escalationReducer, initialEscalationState } from './escalation-reducer.ts';
import { EscalationErrorSummary } from './EscalationErrorSummary.tsx';
import { EscalationFields } from './EscalationFields.tsx';

const CONTROLS: ReadonlyArray<keyof EscalationValues> = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'product',
  'accountNumber',
  'wirelessNumber',
  'morning',
  'evening',
  'timeZone',
  'issueDetails',
];

/**
 * 002 §2.7 the escalation form page (content type 'escalationForm'): a hero panel and the form; on success a view
 * with the reference number replaces both. An invalid submit shows the errors and moves to them; a failed send
 * shows the configured banner at the top, the form still filled in.
 */
export const EscalationForm = contentComponent(
  'escalationForm',
  escalationPropsSchema,
  function EscalationFormView({ props }) {
    const locale = useLocale();
    const copy = useMemo(() => escalationCopy(props, locale), [props, locale]);
    const reducer = useMemo(() => escalationReducer(copy), [copy]);
    const [state, dispatch] = useReducer(reducer, initialEscalationState);
    const { pathname } = useLocation();
    const key = useSubmissionKey(`escalation:${pathname}`);
    const { session } = useSession();
    const headingLevel = useOwnsPageHeading() ? 'h1' : 'h2';
    const summaryRef = useRef<HTMLDivElement>(null);
    const bannerRef = useRef<HTMLDivElement>(null);
    const successRef = useRef<HTMLHeadingElement>(null);
    const [invalidAttempt, setInvalidAttempt] = useState(0);
    const submitButton = useSubmitButton();
    // answers typed, ticked or chosen before the page's scripts ran are the form's own
    useTypedBeforeHydration(
      CONTROLS.map((field) => ({ id: `escalation-${field}`, current: state.values[field] })),
      (index, value) => dispatch({ type: 'change', field: CONTROLS[index]!, value }),
    );

    useEffect(() => {
      if (invalidAttempt > 0) summaryRef.current?.focus();
    }, [invalidAttempt]);
    useEffect(() => {
      if (state.status === 'success') successRef.current?.focus();
      if (state.status === 'failed') {
        // 002 §8: the banner shows and the page scrolls to the top
        window.scrollTo({ top: 0 });
        bannerRef.current?.focus();
      }
    }, [state.status]);

    const onSubmit = async (event: FormEvent) => {
      event.preventDefault();
      if (state.status === 'submitting') return;
      const invalid = Object.keys(escalationErrors(state.values, copy)).length > 0;
      dispatch({ type: 'submit' });
      if (invalid) {
        setInvalidAttempt((n) => n + 1);
        return;
      }
      const result = await submitEscalation({
        payload: valuesToPayload(state.values, props.subject),
        locale,
        submissionKey: key.current(),
        csrfToken: session.status === 'signedIn' ? session.me.csrfToken : undefined,
      });
      if (result.ok) {
        key.renew();
        dispatch({ type: 'submitDone', refId: result.data.refId });
      } else dispatch({ type: 'submitFailed' });
    };

    if (state.status === 'success')
      return (
        <Box component="section" data-testid="escalation-success" sx={{ py: { xs: 4, md: 6 } }}>
          <Container maxWidth="md" sx={{ textAlign: 'center' }}>
            <StatusIcon kind="success" />
            <Typography component={headingLevel} variant="h3" ref={successRef} tabIndex={-1} sx={{ my: 2 }}>
              {copy.successHeading}
            </Typography>
            <Typography>
              {copy.successCopy.split('{refId}')[0]}
              <Box component="strong" data-testid="escalation-ref-id">
                {state.refId}
              </Box>
              {copy.successCopy.split('{refId}')[1] ?? ''}
            </Typography>
          </Container>
        </Box>
      );

    return (
      <Box component="section" data-testid="escalation" sx={{ pb: { xs: 4, md: 6 } }}>
        <Box
          data-testid="escalation-hero"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 6 } }}
        >
          <Container maxWidth="md">
            <Typography component={headingLevel} variant="h3" sx={{ mb: 1 }}>
              {copy.heroHeading}
            </Typography>
            <Typography>{copy.heroCopy}</Typography>
          </Container>
        </Box>
        <Container maxWidth="md" sx={{ pt: 4 }}>
          {state.status === 'failed' ? (
            <Alert severity="error" ref={bannerRef} tabIndex={-1} data-testid="escalation-submit-error" sx={{ mb: 3 }}>
              {copy.submitError}
            </Alert>
          ) : null}
          <Typography component={headingLevel === 'h1' ? 'h2' : 'h3'} variant="h4" sx={{ mb: 1 }}>
            {copy.formHeading}
          </Typography>
          <Typography variant="body2" sx={{ mb: 3 }}>
            {copy.required}
          </Typography>
          {state.status === 'invalid' ? (
            <EscalationErrorSummary ref={summaryRef} heading={copy.errorSummary} errors={state.errors} />
          ) : null}
          <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label={copy.formHeading}>
            <EscalationFields state={state} dispatch={dispatch} copy={copy} locale={locale} />
            <Button
              {...submitButton}
              variant="contained"
              size="large"
              disabled={state.status === 'submitting'}
              sx={{ mt: 4 }}
              data-testid="escalation-submit"
            >
              {state.status === 'submitting' ? copy.submitting : copy.submit}
            </Button>
          </Box>
        </Container>
      </Box>
    );
  },
);
