import { Title } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { fanUploadText } from '@carrier/shared/fan-upload';
import { FanUploadForm } from './form/FanUploadForm.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { isRedirectingToSignIn } from './form/upload-reducer.ts';
import { useFanUpload } from './form/use-fan-upload.ts';
import { useFanUploadAuthorisation } from './use-fan-upload-authorisation.ts';

/**
 * 002 §2.9 'Fan upload page' and 'Fan Automation Form' (one page under both names). The user is verified on load
 * (source fupt); only edit_fanUpload enables the controls (002 §4, §6).
 */
export const FanUploadPage = () => {
  const { state, flags } = useFanUploadAuthorisation();
  // 002 §7: the fan profile cloud API flag picks the template's prefix (the upload reads the same flags).
  const cloudApi = flags.fanProfileCloudApi;
  const upload = useFanUpload();
  // 002 §2.9: the spinner while the check is pending or a sign-in redirect is — from the load check or the upload.
  const waiting = state.status === 'pending' || state.status === 'loginRedirect' || isRedirectingToSignIn(upload.state);

  return (
    // Never wider than the window: long file names break and the result tables scroll inside their own frame.
    <Box sx={{ px: { xs: 1, md: 2 }, py: 2, maxWidth: 1080, minWidth: 0, width: '100%', overflowWrap: 'anywhere' }}>
      <Title title={fanUploadText.heading} preferenceKey={false} />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {fanUploadText.heading}
        </Typography>
        <Typography color="text.secondary">{fanUploadText.subheading}</Typography>
      </Box>
      {state.status === 'unauthorized' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {fanUploadText.notAuthorized}
        </Alert>
      ) : null}
      {state.status === 'error' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {fanUploadText.requestError}
        </Alert>
      ) : null}
      <FanUploadForm disabled={state.status !== 'authorized'} cloudApi={cloudApi} upload={upload} />
      <LoadingOverlay open={waiting} />
    </Box>
  );
};
