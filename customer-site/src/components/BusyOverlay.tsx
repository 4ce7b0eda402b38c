import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * 001 §2: the spinner overlay while a call runs. The overlay itself is hidden from assistive technology; the live
 * region says the page is busy (and the flow's container carries aria-busy).
 */
export function BusyOverlay({ busy, text }: { busy: boolean; text: string }) {
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {busy ? text : ''}
      </Box>
      <Backdrop
        open={busy}
        aria-hidden="true"
        data-testid="enrollment-spinner"
        sx={{ zIndex: (t) => t.zIndex.modal + 1 }}
      >
        <CircularProgress color="inherit" aria-hidden="true" />
      </Backdrop>
    </>
  );
}
