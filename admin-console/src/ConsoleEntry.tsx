import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { loadSession } from './api/session.ts';
import { ChunkFailureBoundary } from './chunk-failure/ChunkFailureBoundary.tsx';
import { consoleTheme } from './layout/theme.ts';
import { LoginScreen, type SignIn } from './login/LoginScreen.tsx';
import { authProvider } from './providers/auth-provider.ts';

// react-admin and every screen behind the sign-in: loaded once someone is signed in.
const App = lazy(() => import('./App.tsx').then((m) => ({ default: m.App })));

type Status = 'checking' | 'signed-out' | 'signed-in';

/**
 * The console's first screen. It asks the gateway whether an employee is signed in (GET /auth/session) and, when
 * not, shows the sign-in screen without loading react-admin, so the sign-in page downloads only what it needs;
 * after signing in (or when already signed in) it loads the console and opens the page asked for.
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
          <App />
        </Suspense>
      )}
    </ChunkFailureBoundary>
  );
};

/** The signed-out console: every page leads to the sign-in screen, remembering the page, as react-admin does. */
const SignedOut = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useMemo(() => createTheme(consoleTheme), []);
  const login: SignIn = async (credentials, next) => {
    await authProvider.login(credentials);
    navigate(next, { replace: true });
    onSignedIn();
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Routes>
        <Route path="/login" element={<LoginScreen login={login} />} />
        <Route
          path="*"
          element={
            <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
          }
        />
      </Routes>
    </ThemeProvider>
  );
};
