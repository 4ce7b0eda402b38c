import type { EnrollmentContext } from '../features/enrollment/enrollment-types.ts';

/** A token-flow visit's context, as the flow's on-load rules leave it for a FAN from the link. */
export const tokenFlowContext: EnrollmentContext = {
  fanId: 'F1',
  email: null,
  verificationId: null,
  comboVerificationId: null,
  isCRP: false,
  isTokenFlow: true,
};
