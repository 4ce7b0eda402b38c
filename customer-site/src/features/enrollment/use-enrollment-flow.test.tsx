// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
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

/**
 * A history in memory that, as a browser's does, tells the window of each back or forward move (popstate).
 * backAfterNextPush: the customer presses back as soon as the flow pushes its next address, before any frame shows
 * it.
 */
function browserLikeHistory(initial: string) {
  const inner = createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  let backArmed = false;
  const go = (delta: number) => {
    inner.go(delta);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return {
    backAfterNextPush: () => {
      backArmed = true;
    },
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: inner.createHref,
    createURL: inner.createURL,
    encodeLocation: inner.encodeLocation,
    push: (...args: Parameters<typeof inner.push>) => {
      inner.push(...args);
      if (backArmed) go(-1);
      backArmed = false;
    },
    replace: inner.replace,
    go,
    listen: inner.listen,
  };
}

const Page = ({ history }: { history: ReturnType<typeof browserLikeHistory> }) => (
  <SessionContext.Provider value={signedOutSession}>
    <HistoryRouter history={history}>
      <Probe />
    </HistoryRouter>
  </SessionContext.Provider>
);
const startPage = () => {
  const history = browserLikeHistory(ENROLLMENT_ROUTES.authOptions);
  render(<Page history={history} />);
  return history;
};

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

  it('keeps a back press made before the page showed the new step', async () => {
    const history = startPage();
    await waitFor(() => expect(ready).toBe(true));
    await act(async () => {
      history.backAfterNextPush();
      enrollmentStore.dispatch({ type: 'chooseSoftAuth' });
    });
    expect(address).toBe(ENROLLMENT_ROUTES.authOptions);
    expect(enrollmentStore.get().step).toBe('AUTH_OPTIONS');
  });
});
