import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@carrier/shared/content';
import { useLocale } from '../../site/use-locale.ts';
import { enrollmentStore } from './enrollment-store.ts';
import { ENROLLMENT_ROUTES } from './enrollment-routes.ts';
import { useEnrollmentView } from './enrollment-view-context.ts';
import { ScreenHeading } from './ScreenHeading.tsx';

/**
 * 001 §2 full sign-in step: the site's sign-in for the sales channel, wireless filter, flow type account-in-focus.
 * Signing in comes back to the auth options route with loginIntent=hardLogin, where the account in focus is checked.
 */
export function HardAuthStep() {
  const { copy, env } = useEnrollmentView();
  const locale = useLocale();
  const text = copy.hardAuth;
  if (env.signedIn) {
    // Signed in: the account in focus is being checked (the spinner overlay runs meanwhile).
    return (
      <Typography component="p" data-testid="enroll-checking-account">
        {text.checking}
      </Typography>
    );
  }
  const back = `${localizedPath(ENROLLMENT_ROUTES.authOptions, locale)}?loginIntent=hardLogin`;
  const params = new URLSearchParams({
    returnurl: back,
    channel: 'sales',
    filter: 'wireless',
    flowType: 'accountInFocus',
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="enroll-hard-auth-heading"
      data-testid="enroll-hard-auth"
      data-channel="sales"
      data-flow-type="accountInFocus"
      sx={{ p: { xs: 3, md: 5 } }}
    >
      <ScreenHeading id="enroll-hard-auth-heading">{text.heading}</ScreenHeading>
      <Typography component="p" sx={{ mb: 3 }}>
        {text.body}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          disableElevation
          href={`${localizedPath('/signin', locale)}?${params.toString()}`}
        >
          {text.button}
        </Button>
        <Link
          component="button"
          type="button"
          sx={{ fontSize: '1rem', textAlign: 'left' }}
          onClick={() => enrollmentStore.dispatch({ type: 'chooseSoftAuth' })}
        >
          {text.softAuth}
        </Link>
      </Box>
    </Paper>
  );
}
