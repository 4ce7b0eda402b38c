import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { chooseFullSignIn, linkClick } from './enrollment-actions.ts';
import { enrollmentStore } from './enrollment-store.ts';
import { useEnrollmentView } from './enrollment-view-context.ts';
import { ScreenHeading } from './ScreenHeading.tsx';

const THEMES = {
  Dark: { bgcolor: 'grey.900', color: 'common.white', link: 'inherit' },
  Light: { bgcolor: 'background.paper', color: 'text.primary', link: 'primary' },
} as const;

/** 001 §2 auth options: heading, optional description, primary full sign-in, secondary lightweight check. */
export function AuthOptions() {
  const { copy, env, props } = useEnrollmentView();
  const theme = THEMES[props.theme];
  const text = copy.authOptions;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="enroll-auth-options-heading"
      data-testid="enroll-auth-options"
      data-theme={props.theme}
      sx={{ p: { xs: 3, md: 5 }, bgcolor: theme.bgcolor, color: theme.color }}
    >
      <ScreenHeading id="enroll-auth-options-heading">{text.heading}</ScreenHeading>
      {text.description && (
        <Typography component="p" sx={{ mb: 3 }}>
          {text.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          disableElevation
          color={props.theme === 'Dark' ? 'inherit' : 'primary'}
          sx={props.theme === 'Dark' ? { color: 'grey.900', bgcolor: 'common.white' } : {}}
          onClick={() => {
            linkClick(text.fullSignIn);
            void chooseFullSignIn(env);
          }}
        >
          {text.fullSignIn}
        </Button>
        <Link
          component="button"
          type="button"
          color={theme.link}
          sx={{ fontSize: '1rem', textAlign: 'left' }}
          onClick={() => {
            linkClick(text.softAuth);
            enrollmentStore.dispatch({ type: 'chooseSoftAuth' });
          }}
        >
          {text.softAuth}
        </Link>
      </Box>
    </Paper>
  );
}
