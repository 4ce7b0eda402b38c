import { useCallback, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginRequestSchema, type LoginRequest } from '@carrier/shared/access';
import { localizedPath } from '@carrier/shared/content';
import { login } from '../../api/auth.ts';
import { useSession } from '../../site/session/use-session.ts';
import { siteErrorMessage, siteText } from '../../site/site-text.ts';
import { useDocumentMeta } from '../../site/use-document-meta.ts';
import { useLocale } from '../../site/use-locale.ts';
import { useSubmitButton } from '../../site/hydration/use-submit-button.ts';
import { safeReturnUrl } from './return-url.ts';

/**
 * /signin (and /es-us/signin): user ID and password → POST /auth/login. On success, go to the returnurl when it is
 * a path on this site, else home. A refusal (401, 429, 400) shows the reason in an alert that takes focus.
 */
export function SignInPage() {
  const locale = useLocale();
  const text = siteText[locale];
  const words = text.signInPage;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session, signedIn } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const submitButton = useSubmitButton();
  const alertRef = useRef<HTMLDivElement>(null);
  const home = localizedPath('/', locale);
  useDocumentMeta(`${words.title} | ${text.siteName}`);

  // The rule lives once, in shared (loginRequestSchema); only its wording is chosen here, per locale.
  const resolver = useCallback<Resolver<LoginRequest>>(
    async (values) => {
      const parsed = loginRequestSchema.safeParse(values);
      if (parsed.success) return { values: parsed.data, errors: {} };
      const errors: FieldErrors<LoginRequest> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field !== 'username' && field !== 'password') || errors[field]) continue;
        const message = issue.code === 'too_big' ? words.tooLong[field] : words.required[field];
        errors[field] = { type: issue.code, message };
      }
      return { values: {}, errors };
    },
    [words],
  );

  const { register, handleSubmit, setValue, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await login(values);
    if (!result.ok) {
      setValue('password', '');
      setServerError(siteErrorMessage(locale, result.error));
      // After the alert renders, put focus on it so the reason is read and the next Tab lands in the form.
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    signedIn(result.data);
    void navigate(safeReturnUrl(params.get('returnurl'), home), { replace: true });
  });

  const { ref: usernameRef, ...username } = register('username');
  const { ref: passwordRef, ...password } = register('password');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {words.heading}
      </Typography>
      {session.status === 'signedIn' && !isSubmitting ? (
        <>
          <Typography component="p" sx={{ mb: 2 }}>
            {words.alreadySignedIn(session.me.displayName)}
          </Typography>
          <Link href={safeReturnUrl(params.get('returnurl'), home)}>{words.continueLink}</Link>
        </>
      ) : (
        <>
          <Typography component="p" sx={{ mb: 3 }}>
            {words.intro}
          </Typography>
          {serverError && (
            <Alert ref={alertRef} severity="error" role="alert" tabIndex={-1} sx={{ mb: 3 }}>
              {serverError}
            </Alert>
          )}
          <Box
            component="form"
            // never a GET: a form the browser sends itself must not put a password in an address
            method="post"
            noValidate
            onSubmit={(e) => {
              if (isSubmitting) e.preventDefault();
              else void onSubmit(e);
            }}
            sx={{ display: 'grid', gap: 3 }}
          >
            <TextField
              {...username}
              inputRef={usernameRef}
              id="signin-username"
              label={words.userId}
              autoComplete="username"
              required
              error={Boolean(errors.username)}
              helperText={errors.username?.message}
            />
            <TextField
              {...password}
              inputRef={passwordRef}
              id="signin-password"
              type="password"
              label={words.password}
              autoComplete="current-password"
              required
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
            />
            <Box>
              <Button {...submitButton} variant="contained" size="large" disableElevation aria-disabled={isSubmitting}>
                {isSubmitting ? words.submitting : words.submit}
              </Button>
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
