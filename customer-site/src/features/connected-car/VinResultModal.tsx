import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ConnectedCarTexts } from '@carrier/shared/connected-car';
import type { CarProps } from './car-props.ts';
import { fill } from './fill.ts';
import type { VinFlow } from './use-vin-flow.ts';

const BY_STEP = {
  2: { key: 'trial', heading: 'trialHeading', body: 'trialBody', cta: 'trialCta' },
  3: { key: 'notEligible', heading: 'notEligibleHeading', body: 'notEligibleBody', cta: 'notEligibleCta' },
  4: { key: 'fallback', heading: 'fallbackHeading', body: 'fallbackBody', cta: 'fallbackCta' },
  5: { key: 'hotspot', heading: 'hotspotHeading', body: 'hotspotBody', cta: 'hotspotCta' },
} as const;

/**
 * 002 §2.2 the result modals: step 2 free trial eligible, 3 not eligible, 4 fallback offer, 5 mobile hotspot; each
 * with its heading (naming the decoded vehicle), copy, the content's link and a close button.
 */
export function VinResultModal({ flow, copy, props }: { flow: VinFlow; copy: ConnectedCarTexts; props: CarProps }) {
  const { state } = flow;
  const step = state.step === 0 ? null : BY_STEP[state.step];
  const cta = step ? props.results[step.key].cta : undefined;
  return (
    <Dialog
      open={state.open === 'result' && step !== null}
      onClose={flow.close}
      aria-labelledby="vin-result-heading"
      aria-describedby="vin-result-body"
      fullWidth
      maxWidth="sm"
      // the dialog element itself carries the step, for tests and analytics
      slotProps={{ paper: { 'data-testid': 'vin-result', 'data-step': state.step } as object }}
    >
      {step && (
        <>
          <DialogTitle id="vin-result-heading" component="h2">
            {fill(copy[step.heading], { vehicle: state.vehicle ?? copy.vehicle })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="vin-result-body">{copy[step.body]}</DialogContentText>
            {state.step === 2 && state.trialName && (
              <Typography sx={{ mt: 2, fontWeight: 700 }}>
                {fill(copy.trialName, { trial: state.trialName })}
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button onClick={flow.close}>{copy.close}</Button>
            {cta && (
              <Button href={cta.href} variant="contained">
                {cta.label}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
