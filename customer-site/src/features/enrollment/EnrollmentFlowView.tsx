import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { AuthOptions } from './AuthOptions.tsx';
import { BusyOverlay } from '../../components/BusyOverlay.tsx';
import { EnrollmentConfirm } from './EnrollmentConfirm.tsx';
import { HardAuthStep } from './HardAuthStep.tsx';
import { SoftAuthForm } from './SoftAuthForm.tsx';
import type { EnrollmentState } from './enrollment-reducer.ts';
import { useEnrollmentView } from './enrollment-view-context.ts';
import { VerificationResponse } from './VerificationResponse.tsx';

function Screen({ state }: { state: EnrollmentState }) {
  switch (state.step) {
    case 'AUTH_OPTIONS':
      return <AuthOptions />;
    case 'HARD_AUTH_FORM':
      return <HardAuthStep />;
    case 'SOFT_AUTH_FORM':
      return <SoftAuthForm />;
    case 'ENROLLMENT_FORM':
      return <EnrollmentConfirm />;
    case 'VERIFICATION_RESPONSE':
      return <VerificationResponse response={state.response ?? 'error'} />;
  }
}

/**
 * 001 §4 the step's screen, once the route has caught up with the step (until then, and while a call runs, the
 * spinner overlay; the container says it is busy).
 */
export function EnrollmentFlowView({ state, onRoute }: { state: EnrollmentState; onRoute: boolean }) {
  const { text } = useEnrollmentView();
  const ready = state.phase === 'ready' && onRoute;
  const busy = state.busy || !ready;
  return (
    <Container maxWidth="md" data-testid="enroll-flow" data-step={ready ? state.step : 'loading'}>
      <Box aria-busy={busy} sx={{ minHeight: '18rem' }}>
        {ready && <Screen state={state} />}
      </Box>
      <BusyOverlay busy={busy} text={text.busy} />
    </Container>
  );
}
