import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { loadSession } from './api/session.ts';
import { ChunkFailureBoundary } from './chunk-failure/ChunkFailureBoundary.tsx';
import { consoleTheme } from './layout/theme.ts';
import { LoginScreen, type SignIn } from './login/LoginScreen.tsx';
import { returnUrlOf } from './login/return-path.ts';
import { authProvider } from './providers/auth-provider.ts';

// react-admin, the router and every screen behind the sign-in: loaded once someone is signed in.
const ConsoleApp = lazy(() => import('./ConsoleApp.tsx').then((m) => ({ default: m.ConsoleApp })));

const CONSOLE_BASE = '/admin';
const SIGN_IN_PATH = `${CONSOLE_BASE}/login`;

type Status = 'checking' | 'signed-out' | 'signed-in';

/**
 * The console's first screen. It asks the gateway whether an employee is signed in (GET /auth/session, 200 either
 * way) and, when not, shows the sign-in screen without loading react-admin or the router, so the sign-in page
 * downloads only what it needs; once signed in (or when already signed in) it loads the console on the page asked
 * for.
 */
export const ConsoleEntry = () => {
  const [status, setStatus] = useState<Status>('checking');
  useEffect(() => {
    let live = true;
    // A failed check leaves the question to the console itself, which shows the failure its usual way.
    loadSession().then(
      (me) => live && setStatus(me ? 'signed-in' : 'signed-out'),
      () => live && setStatus('signed-in'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (status === 'checking') return null;
  return (
    <ChunkFailureBoundary>
      {status === 'signed-out' ? (
        <SignedOut onSignedIn={() => setStatus('signed-in')} />
      ) : (
        <Suspense fallback={null}>
          <ConsoleApp />
        </Suspense>
      )}
    </ChunkFailureBoundary>
  );
};

/**
 * Where to return after signing in, as react-admin's requireAuth would remember it: on the sign-in page, what its
 * query (or router state) names; any other console page moves to the sign-in page with itself as the `returnurl`.
 */
function signInReturnUrl(): string | null {
  const { pathname, search, hash } = window.location;
  if (pathname !== SIGN_IN_PATH) {
    const asked = `${pathname}${search}${hash}`;
    const home = asked === CONSOLE_BASE || asked === `${CONSOLE_BASE}/`;
    const query = home ? '' : `?${new URLSearchParams({ returnurl: asked }).toString()}`;
    window.history.replaceState(null, '', `${SIGN_IN_PATH}${query}`);
    return home ? null : asked;
  }
  return returnUrlOf(search, (window.history.state as { usr?: unknown } | null)?.usr);
}

/** The signed-out console: the sign-in screen, whatever console page was asked for. */
const SignedOut = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const theme = useMemo(() => createTheme(consoleTheme), []);
  const [returnUrl] = useState(signInReturnUrl);
  const login: SignIn = async (credentials, next) => {
    await authProvider.login(credentials);
    window.history.replaceState(null, '', `${CONSOLE_BASE}${next === '/' ? '/' : next}`);
    onSignedIn();
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginScreen login={login} returnUrl={returnUrl} />
    </ThemeProvider>
  );
};
