import { useId, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRedirect, useUpdate } from 'react-admin';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  reviewDecisionSchema,
  type DocumentReviewDetail,
  type ReviewDecision,
  type UploadRejectionReason,
} from '@carrier/shared/discount-program';
import { consoleText } from '../console-text.ts';
import { applicantName, decisionFailure, REASON_OPTIONS } from './review-format.ts';

/**
 * The decision on a verification pending review: Approve (after a confirmation), or Reject with one or more 001 §8
 * reasons, each shown with the sentence the customer will read. A decision saved is confirmed by a notification and
 * the queue shows again; a verification someone else decided meanwhile (409) or that is gone (404) says so and
 * returns to the queue; any other failure keeps the reviewer here with the gateway's message.
 */
export const ReviewActions = () => {
  const review = useRecordContext<DocumentReviewDetail>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate();
  const [approveOpen, setApproveOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);

  if (!review || review.status !== 'pending' || !Array.isArray(review.documents)) return null;
  const name = applicantName(review);

  const decide = (decision: ReviewDecision, done: () => void) =>
    update(
      'document-reviews',
      { id: review.id, data: decision, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          done();
          notify(
            decision.decision === 'approve'
              ? consoleText.approved(name)
              : consoleText.rejected(name, decision.reasons.length),
            { type: 'success' },
          );
          redirect('list', 'document-reviews');
        },
        onError: (error) => {
          const failure = decisionFailure(error);
          notify(failure.message, { type: 'error' });
          if (failure.gone) {
            done();
            redirect('list', 'document-reviews');
          }
        },
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        onClick={() => setApproveOpen(true)}
        disabled={isPending}
      >
        {consoleText.approve}
      </Button>
      <Button
        variant="contained"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => setRejectOpen(true)}
        disabled={isPending}
      >
        {consoleText.reject}
      </Button>
      <Confirm
        isOpen={approveOpen}
        loading={isPending}
        title={consoleText.approveQuestion(name)}
        content={consoleText.approveConsequence}
        confirm={consoleText.approve}
        cancel={consoleText.cancel}
        confirmColor="primary"
        onConfirm={() => decide({ decision: 'approve' }, () => setApproveOpen(false))}
        onClose={() => setApproveOpen(false)}
      />
      {rejectOpen && (
        <RejectDialog
          name={name}
          busy={isPending}
          onCancel={() => setRejectOpen(false)}
          onReject={(reasons) => decide({ decision: 'reject', reasons }, () => setRejectOpen(false))}
        />
      )}
    </Box>
  );
};

interface RejectDialogProps {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reasons: UploadRejectionReason[]) => void;
}

/** The reasons, as a checkbox list: at least one (the decision's own schema says so, in its words). */
export const RejectDialog = ({ name, busy, onCancel, onReject }: RejectDialogProps) => {
  const [chosen, setChosen] = useState<UploadRejectionReason[]>([]);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();

  const toggle = (code: UploadRejectionReason, on: boolean) => {
    setError(null);
    setChosen((current) =>
      on
        ? REASON_OPTIONS.map((o) => o.code).filter((c) => c === code || current.includes(c))
        : current.filter((c) => c !== code),
    );
  };

  const submit = () => {
    const parsed = reviewDecisionSchema.safeParse({ decision: 'reject', reasons: chosen });
    if (!parsed.success || parsed.data.decision !== 'reject') {
      setError(
        parsed.success ? consoleText.chooseOneReason : (parsed.error.issues[0]?.message ?? consoleText.chooseOneReason),
      );
      return;
    }
    onReject(parsed.data.reasons);
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{consoleText.rejectTitle(name)}</DialogTitle>
      <DialogContent>
        <FormControl
          component="fieldset"
          error={error !== null}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          <FormLabel component="legend">{consoleText.rejectReasons}</FormLabel>
          <FormHelperText id={hintId} sx={{ mx: 0 }}>
            {consoleText.rejectReasonsHint}
          </FormHelperText>
          <FormGroup>
            {REASON_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.code}
                sx={{ alignItems: 'flex-start', my: 0.5 }}
                control={
                  <Checkbox
                    checked={chosen.includes(option.code)}
                    onChange={(event) => toggle(option.code, event.target.checked)}
                    sx={{ pt: 0.25 }}
                  />
                }
                label={
                  <>
                    <Typography component="span" sx={{ fontFamily: 'monospace', display: 'block' }}>
                      {option.code}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {option.text}
                    </Typography>
                  </>
                }
              />
            ))}
          </FormGroup>
          <FormHelperText id={errorId} role="alert" sx={{ mx: 0 }}>
            {error ?? ''}
          </FormHelperText>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {consoleText.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy}>
          {consoleText.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
