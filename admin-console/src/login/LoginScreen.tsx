import { useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { loginRequestSchema, type LoginRequest } from '@carrier/shared/access';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { LoginField } from './LoginField.tsx';
import { returnPathAfterLogin } from './return-path.ts';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : fanToolsText.snag;
}

/** Signs in and opens `next` (a router path below /admin); rejects with the message to show. */
export type SignIn = (credentials: LoginRequest, next: string) => Promise<unknown>;

/**
 * Sign-in for employees: checks the fields with shared's login schema, shows the gateway's message on failure, then
 * opens the page it was asked to return to (`returnUrl`, see return-path.ts). It needs neither react-admin nor the
 * router, so the signed-out console shows it without loading them (ConsoleEntry).
 */
export const LoginScreen = ({ login, returnUrl }: { login: SignIn; returnUrl: string | null }) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      setError(null);
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    const next = returnPathAfterLogin(returnUrl);
    try {
      await login(parsed.data, next);
    } catch (failure) {
      setError(messageOf(failure));
      setSubmitting(false);
      passwordRef.current?.focus();
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'grey.100' }}>
      <Container maxWidth="xs">
        <Paper sx={{ p: 4 }}>
          <Typography variant="body2" component="p" color="text.secondary">
            {fanToolsText.title}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {consoleText.signInHeading}
          </Typography>
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <LoginField
                id="login-username"
                name="username"
                label={consoleText.userId}
                autoComplete="username"
                value={username}
                onChange={setUsername}
                error={fieldErrors.username}
                inputRef={usernameRef}
                autoFocus
              />
              <LoginField
                id="login-password"
                name="password"
                label={consoleText.password}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                error={fieldErrors.password}
                inputRef={passwordRef}
              />
              <Button type="submit" variant="contained" size="large" aria-busy={submitting}>
                {submitting ? consoleText.signingIn : consoleText.signIn}
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
};
