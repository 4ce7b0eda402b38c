import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { siteText } from './site-text.ts';
import { useLocale } from './use-locale.ts';

/** A page on its way: a status message for assistive technology, with a spinner that only decorates. */
export function PageLoading() {
  const text = siteText[useLocale()];
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 12 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography component="p">{text.loading}</Typography>
    </Box>
  );
}
