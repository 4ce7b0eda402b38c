import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { documentPathFor, localizedPath } from '@carrier/shared/content';
import { useSession } from '../site/session/use-session.ts';
import { siteText } from '../site/site-text.ts';
import { useLocale } from '../site/use-locale.ts';

/** Site name, the other language, and who is signed in (GET /auth/me) with Sign in or Sign out. */
export function SiteHeader() {
  const locale = useLocale();
  const text = siteText[locale];
  const { pathname, search } = useLocation();
  const { session, signOut } = useSession();
  const [signOutFailed, setSignOutFailed] = useState(false);
  const signInRef = useRef<HTMLAnchorElement>(null);
  const focusSignIn = useRef(false);

  const here = documentPathFor(pathname).path;
  const onSignInPage = here === '/signin';
  const signInHref = `${localizedPath('/signin', locale)}?returnurl=${encodeURIComponent(pathname + search)}`;

  // After signing out the Sign out button is gone; keep keyboard focus in the header, on Sign in.
  useEffect(() => {
    if (session.status === 'signedOut' && focusSignIn.current) {
      focusSignIn.current = false;
      signInRef.current?.focus();
    }
  }, [session.status]);

  async function onSignOut() {
    setSignOutFailed(false);
    const result = await signOut();
    if (result.ok) focusSignIn.current = true;
    else setSignOutFailed(true);
  }

  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'grey.300' }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5 }}>
          <Link
            href={localizedPath('/', locale)}
            aria-label={text.homeLinkLabel}
            underline="none"
            sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main', mr: 'auto' }}
          >
            {text.siteName}
          </Link>
          <Link
            href={localizedPath(here, text.otherLanguage.locale) + search}
            lang={text.otherLanguage.lang}
            hrefLang={text.otherLanguage.locale}
          >
            {text.otherLanguage.label}
          </Link>
          {session.status === 'signedIn' && (
            <>
              <Typography component="p">{text.signedInAs(session.me.displayName)}</Typography>
              <Button variant="outlined" onClick={() => void onSignOut()}>
                {text.signOut}
              </Button>
            </>
          )}
          {session.status === 'signedOut' && !onSignInPage && (
            <Button ref={signInRef} href={signInHref} variant="contained" disableElevation>
              {text.signIn}
            </Button>
          )}
        </Box>
        {signOutFailed && (
          <Typography role="alert" color="error" sx={{ pb: 1.5 }}>
            {text.signOutFailed}
          </Typography>
        )}
      </Container>
    </AppBar>
  );
}
