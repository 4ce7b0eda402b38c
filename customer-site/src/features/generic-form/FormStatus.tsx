import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@carrier/shared/content';
import { SubmissionConflict } from '../../components/submission/SubmissionConflict.tsx';
import { SubmissionReceipt } from '../../components/submission/SubmissionReceipt.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { submissionText } from '../../site/submission-text.ts';
import { useLocale } from '../../site/use-locale.ts';
import { useGenericFormContext } from './use-generic-form-context.ts';

/**
 * 002 §4 the status area (green on success, red otherwise), polite, and the assertive live region that
 * announces errors after an invalid submit. After a success, the submission's reference to keep (and a note when
 * it had already been received), with the next steps; after a key clash, the offer to send it as a new request.
 */
export function FormStatus() {
  const { state, liveText, onStartNew, onSendAsNew } = useGenericFormContext();
  const locale = useLocale();
  return (
    <>
      <Box role="status" aria-live="polite" data-testid="form-status" sx={{ minHeight: '1.5rem', mt: 1 }}>
        {state.message && (
          <Typography
            component="p"
            sx={{ fontWeight: 600, color: state.status === 'success' ? 'success.dark' : 'error.dark' }}
          >
            {state.message}
          </Typography>
        )}
      </Box>
      {state.status === 'success' && state.receipt && (
        <Box sx={{ mt: 2 }}>
          <SubmissionReceipt
            reference={state.receipt.reference}
            alreadyReceived={state.receipt.alreadyReceived}
            links={[{ label: submissionText[locale].homeLink, href: localizedPath('/', locale) }]}
            onStartNew={onStartNew}
          />
        </Box>
      )}
      {state.keyReused && <SubmissionConflict onSendAsNew={onSendAsNew} sx={{ mt: 2 }} />}
      <Box aria-live="assertive" sx={visuallyHidden} data-testid="form-live-region">
        {liveText}
      </Box>
    </>
  );
}
