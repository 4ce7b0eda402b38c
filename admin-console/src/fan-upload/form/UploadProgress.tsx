import { Box, LinearProgress, Typography } from '@mui/material';
import { fanUploadText } from '@carrier/shared/fan-upload';
import type { UploadPhase } from './upload-reducer.ts';

/** A determinate bar while the file travels, then an indeterminate one while the gateway reads the rows. */
export const UploadProgress = ({ phase, progress }: { phase: UploadPhase; progress: number }) => {
  if (phase !== 'sending' && phase !== 'reading') return null;
  const reading = phase === 'reading';
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant={reading ? 'indeterminate' : 'determinate'}
        value={reading ? undefined : progress}
        aria-label={fanUploadText.uploadProgress}
        {...(reading ? { 'aria-valuetext': fanUploadText.checkingRows } : { 'aria-valuetext': `${progress}%` })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {reading ? fanUploadText.checkingRows : `${fanUploadText.uploading} ${progress}%`}
      </Typography>
    </Box>
  );
};
