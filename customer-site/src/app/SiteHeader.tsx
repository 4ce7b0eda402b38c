import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { documentPathFor, localizedPath } from '@carrier/shared/content';
import { useSiteFrame } from '../site/frame/use-site-frame.ts';
import { useSession } from '../site/session/use-session.ts';
import { DeferredHydration } from '../site/hydration/deferred-hydration.tsx';
import { siteText } from '../site/site-text.ts';
import { useLocale } from '../site/use-locale.ts';
import { SiteNavigation } from './SiteNavigation.tsx';

/** Height of the header's row, kept whether or not the navigation has arrived, so nothing below it moves. */
const HEADER_ROW_HEIGHT = 64;

/**
 * Site name, the site's sections (from the frame document), the other language, and who is signed in (GET /auth/me)
 * with Sign in or Sign out. The row keeps its height while the frame loads, so the page below does not move.
 */
export function SiteHeader() {
  const locale = useLocale();
  const text = siteText[locale];
  const { pathname, search } = useLocation();
  const { session, signOut } = useSession();
  const frame = useSiteFrame();
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
    <AppBar
      position="relative"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'grey.300', zIndex: 'appBar' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { xs: 1.5, md: 3 },
            rowGap: 1,
            minHeight: HEADER_ROW_HEIGHT,
            py: 1,
          }}
        >
          <Link
            href={localizedPath('/', locale)}
            aria-label={text.homeLinkLabel}
            underline="none"
            sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}
          >
            {text.siteName}
          </Link>
          <Box sx={{ mr: 'auto', ml: { md: 3 } }}>
            {frame.status === 'ready' ? (
              <DeferredHydration>
                <SiteNavigation navigation={frame.frame.navigation} />
              </DeferredHydration>
            ) : (
              // the menu button's place on small screens, kept while the frame loads
              <Box aria-hidden sx={{ width: { xs: 88, md: 0 }, height: 31 }} />
            )}
          </Box>
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
