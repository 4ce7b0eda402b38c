import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../site/use-locale.ts';
import { AltchaWidget } from './AltchaWidget.tsx';
import { submitSoftAuth } from './enrollment-actions.ts';
import { enrollmentStore, useEnrollmentState } from './enrollment-store.ts';
import { useEnrollmentView } from './enrollment-view-context.ts';
import { ScreenHeading } from './ScreenHeading.tsx';
import { isValidField, SOFT_AUTH_LIMITS, wirelessNumberToSend, type SoftAuthField } from './soft-auth-rules.ts';

type Values = Record<SoftAuthField, string>;
const EMPTY: Values = { wirelessNumber: '', ssn: '', zip: '' };

/** Remembered across the screen's remounts within the visit (back from a response, or after a prepaid alert). */
let kept: Values = EMPTY;

/**
 * 001 §2, §5 soft authentication: wireless number (checked on blur, at most 12, dashes removed before sending),
 * the last 4 of the SSN and the account ZIP, and the captcha token. Submit stays disabled until all are valid; a
 * field's error shows once the customer has been in it. Cancel returns to auth options.
 */
export function SoftAuthForm() {
  const { copy, env, captchaScriptUrl, text: allText } = useEnrollmentView();
  const state = useEnrollmentState();
  const text = copy.softAuth;
  const locale = useLocale();
  const [values, setValues] = useState<Values>(() => ({ ...kept, ssn: '' }));
  const [visited, setVisited] = useState<Record<SoftAuthField, boolean>>({
    wirelessNumber: false,
    ssn: false,
    zip: false,
  });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const valid = (f: SoftAuthField) => isValidField(f, values[f]);
  const allValid = valid('wirelessNumber') && valid('ssn') && valid('zip') && captchaToken !== null;
  const showError = (f: SoftAuthField) => visited[f] && !valid(f);

  const change = (f: SoftAuthField, raw: string) => {
    const value = f === 'wirelessNumber' ? raw.replace(/[^\d-]/g, '') : raw.replace(/\D/g, '');
    setValues((v) => ({ ...v, [f]: value.slice(0, SOFT_AUTH_LIMITS[f]) }));
  };

  const submit = async () => {
    if (!allValid || state.busy || !captchaToken) return;
    kept = { ...values, ssn: '' };
    await submitSoftAuth(env, {
      wirelessNumber: wirelessNumberToSend(values.wirelessNumber),
      ssn: values.ssn,
      accountZip: values.zip,
      captchaToken,
    });
    // The gateway takes each captcha token once: a form that stays (the prepaid alert, a refusal) needs a new one.
    setCaptchaToken(null);
    setRound((r) => r + 1);
  };

  const field = (f: SoftAuthField, label: string, extra: object) => (
    <TextField
      id={`enroll-${f}`}
      label={label}
      value={values[f]}
      required
      onChange={(e) => change(f, e.target.value)}
      // 001 §5: checked when the customer leaves the field; the error shows from then on.
      onBlur={() => setVisited((v) => ({ ...v, [f]: true }))}
      error={showError(f)}
      helperText={showError(f) ? text.errors[f] : ' '}
      slotProps={{ htmlInput: { maxLength: SOFT_AUTH_LIMITS[f], ...extra } }}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="enroll-soft-auth-heading"
      data-testid="enroll-soft-auth"
      sx={{ p: { xs: 3, md: 5 } }}
    >
      {state.prepaidAlert && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }} data-testid="enroll-prepaid-alert">
          {text.prepaidAlert}
        </Alert>
      )}
      {state.softAuthRefused && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }} data-testid="enroll-soft-auth-refused">
          {text.refused[state.softAuthRefused]}
        </Alert>
      )}
      <ScreenHeading id="enroll-soft-auth-heading">{text.heading}</ScreenHeading>
      <Typography component="p" sx={{ mb: 3 }}>
        {text.description}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 1, maxWidth: '28rem' }}
      >
        {field('wirelessNumber', text.wirelessNumber, { inputMode: 'tel', autoComplete: 'tel-national', type: 'tel' })}
        {field('ssn', text.ssn, { inputMode: 'numeric', autoComplete: 'off', type: 'password' })}
        {field('zip', text.zip, { inputMode: 'numeric', autoComplete: 'postal-code' })}
        <Box sx={{ my: 1 }}>
          <Typography component="p" variant="body2" sx={{ mb: 1 }}>
            {text.captchaLabel}
          </Typography>
          <AltchaWidget
            scriptUrl={captchaScriptUrl}
            round={round}
            language={locale === 'es-us' ? 'es' : 'en'}
            unavailableText={text.captchaUnavailable}
            strings={allText.softAuth.captcha}
            onToken={setCaptchaToken}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Button type="submit" variant="contained" size="large" disableElevation disabled={!allValid || state.busy}>
            {text.submit}
          </Button>
          <Button
            type="button"
            variant="text"
            size="large"
            onClick={() => enrollmentStore.dispatch({ type: 'cancelSoftAuth' })}
          >
            {text.cancel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
