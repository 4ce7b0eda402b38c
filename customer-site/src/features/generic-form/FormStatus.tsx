import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useGenericFormContext } from './use-generic-form-context.ts';

/**
 * 002 §4 the status area (green on success, red otherwise), polite, and the assertive live region that
 * announces errors after an invalid submit.
 */
export function FormStatus() {
  const { state, liveText } = useGenericFormContext();
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
      <Box aria-live="assertive" sx={visuallyHidden} data-testid="form-live-region">
        {liveText}
      </Box>
    </>
  );
}
