import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { fanUploadText } from '@carrier/shared/fan-upload';

/**
 * 002 §2.9: a loading spinner overlay, 'Loading, please wait', while the sign-in check or a sign-in redirect (from
 * the load check or from an upload that answered 401) is pending. It appears and goes at once, with no fade, and
 * its text sits on a solid panel, so it is readable at every moment it is on screen.
 */
export const LoadingOverlay = ({ open }: { open: boolean }) => (
  <Backdrop
    open={open}
    transitionDuration={0}
    sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: 'common.white' }}
  >
    {open ? (
      <Stack
        role="status"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', bgcolor: 'grey.900', px: 3, py: 2, borderRadius: 1 }}
      >
        <CircularProgress color="inherit" size={28} aria-hidden="true" />
        <Typography>{fanUploadText.loading}</Typography>
      </Stack>
    ) : null}
  </Backdrop>
);
