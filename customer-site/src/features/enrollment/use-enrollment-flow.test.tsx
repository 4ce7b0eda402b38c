// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { signedOut, stubFetch } from '../../test/fake-fetch.ts';
import { forgetFlags } from '../../api/flags.ts';
import { SessionContext, type SessionContextValue } from '../../site/session/session-context.ts';
import { enrollmentStore } from './enrollment-store.ts';
import { ENROLLMENT_ROUTES } from './enrollment-routes.ts';
import { useEnrollmentFlow } from './use-enrollment-flow.ts';
import { tokenFlowContext as context } from '../../test/enrollment-context.ts';

const signedOutSession: SessionContextValue = {
  session: { status: 'signedOut' },
  signedIn: () => undefined,
  signOut: async () => ({ ok: true, data: undefined }) as never,
};

/** The address the page is at, whether the flow follows its steps yet, and the router's navigate. */
let address = '';
let ready = false;
let navigate: NavigateFunction;
const Probe = () => {
  ready = useEnrollmentFlow().env !== null;
  address = useLocation().pathname;
  navigate = useNavigate();
  return null;
};

const startPage = () =>
  render(
    <SessionContext.Provider value={signedOutSession}>
      <MemoryRouter initialEntries={[ENROLLMENT_ROUTES.authOptions]}>
        <Probe />
      </MemoryRouter>
    </SessionContext.Provider>,
  );

beforeEach(() => {
  ready = false;
  forgetFlags();
  stubFetch({ 'GET /auth/me': () => signedOut() });
  enrollmentStore.reset();
  enrollmentStore.dispatch({ type: 'load' });
  enrollmentStore.dispatch({ type: 'loaded', context, verificationStatus: null, step: 'AUTH_OPTIONS' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  enrollmentStore.reset();
});

describe('useEnrollmentFlow', () => {
  it('moves the address with the step, and the step back with the back button', async () => {
    startPage();
    await waitFor(() => expect(ready).toBe(true));
    await act(async () => {
      enrollmentStore.dispatch({ type: 'chooseSoftAuth' });
    });
    expect(address).toBe(ENROLLMENT_ROUTES.softAuth);
    await act(async () => {
      void navigate(-1);
    });
    expect(address).toBe(ENROLLMENT_ROUTES.authOptions);
    expect(enrollmentStore.get().step).toBe('AUTH_OPTIONS');
  });
});
