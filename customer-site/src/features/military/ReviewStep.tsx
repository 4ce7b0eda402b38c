import { useEffect, useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { validateReviewStep } from '@carrier/shared/self-service';
import type { FileProblem } from './military-reducer.ts';
import { SubmissionConflict } from '../../components/submission/SubmissionConflict.tsx';
import { focusFirstError } from './focus-first-error.ts';
import { militaryMessages } from './military-messages.ts';
import { useMilitaryContext } from './use-military-context.ts';
import { militaryQuestion } from './military-question.ts';

interface Props {
  submitting: boolean;
  submitError: boolean;
  /** Why the deployment orders were refused, when that was the failure: said under submitFormErrorMsg. */
  fileProblem: FileProblem | null;
  /** Too many sends in a short time: said in the alert instead of submitFormErrorMsg. */
  throttleText?: string | null;
  /** The submission key went with a different request earlier in this visit. */
  keyReused: boolean;
  onSendAsNew: () => void;
  onSubmit: () => void;
  onDismissError: () => void;
}

/**
 * 000 §2 step 4, review terms: the terms (opening them counts as reading), the review-info and accept-terms
 * checkboxes (each with its message; termsUnreadCheckboxError while unread), the submit and the dismissible
 * submitFormErrorMsg alert of 000 §8.
 */
export function ReviewStep({
  submitting,
  submitError,
  fileProblem,
  throttleText,
  keyReused,
  onSendAsNew,
  onSubmit,
  onDismissError,
}: Props) {
  const { content } = useMilitaryContext();
  const [reviewed, setReviewed] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsRead, setTermsRead] = useState(false);
  const [errors, setErrors] = useState<{ reviewInfo?: string; terms?: string }>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const messages = militaryMessages(content);
  const reviewQuestion = militaryQuestion(
    content,
    3,
    'reviewInfo',
    'I have reviewed the information above and it is correct.',
  );
  const termsQuestion = militaryQuestion(content, 3, 'terms', 'I accept the terms and conditions.');

  useEffect(() => {
    if (submitError) alertRef.current?.focus();
  }, [submitError]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateReviewStep(reviewed, accepted, termsRead, messages);
    setErrors(found);
    if (found.reviewInfo || found.terms) return focusFirstError();
    onSubmit();
  }

  const box = (name: 'reviewInfo' | 'terms', label: string, checked: boolean, set: (v: boolean) => void) => (
    <FormControl error={Boolean(errors[name])}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => set(e.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': errors[name] ? `${name}-error` : undefined,
                'data-invalid': errors[name] ? 'true' : undefined,
              } as Record<string, unknown>,
            }}
          />
        }
        label={label}
      />
      {errors[name] && (
        <FormHelperText id={`${name}-error`} role="alert" sx={{ mx: 0 }}>
          {errors[name]}
        </FormHelperText>
      )}
    </FormControl>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {submitError && (
        <Alert
          ref={alertRef}
          tabIndex={-1}
          severity="error"
          role="alert"
          onClose={onDismissError}
          slotProps={{ closeButton: { 'aria-label': content.labels.dismiss } }}
        >
          {throttleText ?? messages.submitFormErrorMsg}
          {fileProblem && (
            <Typography component="p" data-testid="military-file-problem" sx={{ mt: 1 }}>
              {messages[fileProblem]}
            </Typography>
          )}
        </Alert>
      )}
      {keyReused && <SubmissionConflict onSendAsNew={onSendAsNew} disabled={submitting} />}
      {reviewQuestion.header && <Typography component="p">{reviewQuestion.header}</Typography>}
      <Accordion disableGutters variant="outlined" onChange={(_e, open) => open && setTermsRead(true)}>
        <AccordionSummary expandIcon={<span aria-hidden="true">▾</span>} id="terms-h" aria-controls="terms-p">
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {content.termsLinkLabel}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="terms-p">
          <Typography component="p" sx={{ whiteSpace: 'pre-line' }}>
            {content.termsText}
          </Typography>
        </AccordionDetails>
      </Accordion>
      {box('reviewInfo', reviewQuestion.question, reviewed, setReviewed)}
      {box('terms', termsQuestion.question, accepted, setAccepted)}
      <Box>
        <Button type="submit" variant="contained" size="large" disableElevation aria-disabled={submitting}>
          {submitting ? content.labels.submitting : content.labels.submit}
        </Button>
      </Box>
    </Box>
  );
}
