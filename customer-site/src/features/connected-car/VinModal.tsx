import { useEffect, useRef, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cleanVinInput, VIN_LENGTH, type ConnectedCarTexts } from '@carrier/shared/connected-car';
import { fill } from './fill.ts';
import type { VinFlow } from './use-vin-flow.ts';

/**
 * 002 §2.2, §5 the VIN modal (step 0): one field that takes only letters and digits (spaces trimmed), checked on
 * blur and on submit; a refused VIN keeps the modal and moves focus back to the field; a failed call shows its
 * text above the form (and, from the decoder, clears the VIN).
 */
export function VinModal({ flow, copy }: { flow: VinFlow; copy: ConnectedCarTexts }) {
  const { state } = flow;
  const field = useRef<HTMLInputElement>(null);
  const { fieldError, callError } = state;

  // a cleared VIN (a decoder failure) takes the visitor back to the field
  useEffect(() => {
    if (callError) field.current?.focus();
  }, [callError]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await flow.submit()) field.current?.focus();
  }

  const errorText = fieldError ? fill(copy[fieldError], { count: state.vin.length }) : null;
  return (
    <Dialog
      open={state.open === 'vin'}
      onClose={flow.close}
      aria-labelledby="vin-modal-heading"
      aria-describedby="vin-modal-intro"
      fullWidth
      maxWidth="sm"
      // the dialog element itself carries the step, for tests and analytics
      slotProps={{ paper: { 'data-testid': 'vin-modal', 'data-step': '0' } as object }}
    >
      <DialogTitle id="vin-modal-heading" component="h2">
        {copy.vinHeading}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id="vin-modal-intro">{copy.vinIntro}</Typography>
          {callError && (
            <Alert severity="error" role="alert" data-testid="vin-call-error">
              {copy[callError]}
            </Alert>
          )}
          <TextField
            inputRef={field}
            id="vin-field"
            label={copy.vinLabel}
            value={state.vin}
            onChange={(e) => flow.type(cleanVinInput(e.target.value).slice(0, VIN_LENGTH))}
            onBlur={flow.blur}
            error={Boolean(errorText)}
            helperText={errorText ?? copy.vinHelp}
            autoComplete="off"
            disabled={state.redirecting}
            slotProps={{
              htmlInput: { autoCapitalize: 'characters', spellCheck: false, 'aria-required': true },
              formHelperText: { id: 'vin-field-help', ...(errorText ? { role: 'alert' } : {}) },
            }}
            fullWidth
          />
          <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em' }} data-testid="vin-status">
            {state.redirecting ? copy.redirecting : state.busy ? copy.checking : ''}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={flow.close}>{copy.close}</Button>
          <Button type="submit" variant="contained" disabled={state.busy || state.redirecting}>
            {state.busy ? copy.checking : copy.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
