import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { fanUploadText } from '@carrier/shared';

/** 002 §2.9: a loading spinner overlay, 'Loading, please wait', while the sign-in check or redirect is pending. */
export const LoadingOverlay = ({ open }: { open: boolean }) => (
  <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: 'common.white' }}>
    {open ? (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress color="inherit" size={28} aria-hidden="true" />
        <Typography>{fanUploadText.loading}</Typography>
      </Stack>
    ) : null}
  </Backdrop>
);
