import { CircularProgress, Stack, Typography } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';

/** 002 §2.4: a spinner with 'Loading. Please wait', announced politely. */
export const LoadingStatus = () => (
  <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
    <CircularProgress size={28} aria-hidden="true" />
    <Typography>{fanToolsText.loading}</Typography>
  </Stack>
);
