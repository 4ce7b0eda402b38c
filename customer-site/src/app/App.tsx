import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider } from '../site/session/SessionProvider.tsx';
import { SiteRoutes } from './SiteRoutes.tsx';
import { theme } from './theme.ts';

/** The customer site: theme, router and session around the routes. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <SessionProvider>
          <SiteRoutes />
        </SessionProvider>
      </BrowserRouter>
    </ThemeProvider>
  );
}
