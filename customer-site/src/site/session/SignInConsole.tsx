import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localizedPath } from '@carrier/shared/content';
import { useLocale } from '../use-locale.ts';

export interface SignInConsoleText {
  heading: string;
  body: string;
  button: string;
}

/**
 * 000 §1, §6: what a visitor who is not signed in sees in place of a self-service form — the sign-in console of
 * the sales channel for the services flow. Signing in comes back here through the returnurl.
 */
export function SignInConsole({ text }: { text: SignInConsoleText }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams({ returnurl: pathname + search, channel: 'sales', flowType: 'services' });
  return (
    <Container maxWidth="sm">
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="signin-console-heading"
        data-channel="sales"
        data-flow-type="services"
        sx={{ p: { xs: 3, md: 4 } }}
      >
        <Typography id="signin-console-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
          {text.heading}
        </Typography>
        <Typography component="p" sx={{ mb: 3 }}>
          {text.body}
        </Typography>
        <Button
          variant="contained"
          size="large"
          disableElevation
          href={`${localizedPath('/signin', locale)}?${params.toString()}`}
        >
          {text.button}
        </Button>
      </Paper>
    </Container>
  );
}
