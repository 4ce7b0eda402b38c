import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readFanId } from '@carrier/shared/access';
import { getFlags, type SiteFlags } from '../../api/flags.ts';
import { track } from '../../analytics/track.ts';
import { useLocale } from '../../site/use-locale.ts';
import { useSession } from '../../site/session/use-session.ts';
import { completeLogin, loadFlow, type FlowEnvironment } from './enrollment-actions.ts';
import { loginIntentOf } from './enrollment-load.ts';
import type { EnrollmentState } from './enrollment-reducer.ts';
import { documentPathOf, ENROLLMENT_ROUTES, isResponseRoute, routeOf, urlOf } from './enrollment-routes.ts';
import { enrollmentStore, useEnrollmentState } from './enrollment-store.ts';

/** 001 §4: page-load analytics fire this long after a step change (not for auth options or the login step). */
export const PAGE_LOAD_DELAY_MS = 1500;

export interface EnrollmentFlow {
  state: EnrollmentState;
  flags: SiteFlags | null;
  env: FlowEnvironment | null;
  /** The state's step belongs on this page's route (else the page waits for the route to follow). */
  onRoute: boolean;
}

/**
 * The enrollment flow on one of its routes: runs the on-load rules on a fresh visit, follows the step with the
 * route (the back and forward buttons move the step back), and fires the page-load analytics.
 */
export function useEnrollmentFlow(): EnrollmentFlow {
  const state = useEnrollmentState();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const [flags, setFlags] = useState<SiteFlags | null>(null);
  const replaceNext = useRef(false);
  const here = documentPathOf(pathname);

  // Back and forward presses, counted: the step follows one even when it returns to the address this page last
  // showed, as when it was pressed before a frame showed the address the step had just moved to.
  const [historyMoves, setHistoryMoves] = useState(0);
  useEffect(() => {
    const moved = () => setHistoryMoves((n) => n + 1);
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);

  useEffect(() => {
    let live = true;
    void getFlags().then((f) => live && setFlags(f));
    return () => {
      live = false;
    };
  }, []);

  const env = useMemo<FlowEnvironment | null>(() => {
    if (!flags || session.status === 'checking') return null;
    return {
      salesApi: flags.enrollmentSalesApi,
      shieldSoftAuth: flags.enrollmentShieldSoftAuth,
      signedIn: session.status === 'signedIn',
      ...(session.status === 'signedIn' ? { csrfToken: session.me.csrfToken } : {}),
      fanFromCookie: readFanId(document.cookie),
    };
  }, [flags, session]);

  // The route moved (a fresh visit, a link, the back button): bring the step to it.
  useEffect(() => {
    if (!env || flags?.enrollmentCallToOrder) return;
    const current = enrollmentStore.get();
    if (current.phase === 'loading') return;
    if (current.phase === 'ready' && routeOf(current.step, current.response) === here) return;
    const params = new URLSearchParams(search);
    const intent = loginIntentOf(params) ?? (here === ENROLLMENT_ROUTES.softAuth ? 'softLogin' : null);
    replaceNext.current = true;
    if (current.phase === 'new' || params.has('loginIntent')) {
      // 001 §2: a response route visited without the flow's state is the error response.
      if (isResponseRoute(here)) enrollmentStore.dispatch({ type: 'failed' });
      else void loadFlow(env, params, intent);
      return;
    }
    if (isResponseRoute(here)) {
      const shown = current.shownResponses.find((r) => routeOf('VERIFICATION_RESPONSE', r) === here);
      enrollmentStore.dispatch({ type: 'showRoute', step: 'VERIFICATION_RESPONSE', response: shown ?? 'error' });
    } else if (here === ENROLLMENT_ROUTES.softAuth && current.context) {
      enrollmentStore.dispatch({ type: 'showRoute', step: 'SOFT_AUTH_FORM' });
    } else if (here === ENROLLMENT_ROUTES.enroll && current.context && current.account) {
      enrollmentStore.dispatch({ type: 'showRoute', step: 'ENROLLMENT_FORM' });
    } else if (here === ENROLLMENT_ROUTES.authOptions && current.context) {
      enrollmentStore.dispatch({ type: 'showRoute', step: 'AUTH_OPTIONS' });
    } else {
      void loadFlow(env, params, intent);
    }
  }, [env, flags, here, search, historyMoves]);

  // The step moved: the route follows it (a new history entry, unless the step only corrected the address).
  // Only once the address has had its say (the effect above, which runs first and may just have moved the step):
  // the store is read afresh, not the value this render saw.
  const route = state.phase === 'ready' ? routeOf(state.step, state.response) : null;
  useEffect(() => {
    if (!env || flags?.enrollmentCallToOrder) return;
    const current = enrollmentStore.get();
    const target = current.phase === 'ready' ? routeOf(current.step, current.response) : null;
    if (!target) return;
    if (target === here) {
      // The step settled on this address: a later move is the customer's, a new history entry.
      replaceNext.current = false;
      return;
    }
    const replace = replaceNext.current;
    replaceNext.current = false;
    void navigate(urlOf(target, locale), { replace });
  }, [env, flags, route, here, locale, navigate]);

  // 001 §4: the login step completes once the customer is signed in (back from the sign-in page).
  const needsLogin = state.phase === 'ready' && state.step === 'HARD_AUTH_FORM' && !state.busy && env?.signedIn;
  useEffect(() => {
    if (needsLogin && env) void completeLogin(env);
  }, [needsLogin, env]);

  // 001 §4: page-load analytics 1.5 s after each step change, except auth options and the login step.
  const analyticsPath =
    route === here && state.step !== 'AUTH_OPTIONS' && state.step !== 'HARD_AUTH_FORM' ? urlOf(here, locale) : null;
  const stepKey = `${state.step}:${state.response ?? ''}`;
  useEffect(() => {
    if (!analyticsPath) return;
    const timer = setTimeout(() => track({ event: 'Page_Load', pagePath: analyticsPath }), PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [analyticsPath, stepKey]);

  return { state, flags, env, onRoute: route === here };
}
