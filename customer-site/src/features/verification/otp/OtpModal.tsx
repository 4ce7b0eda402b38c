import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OTP_LENGTH,
  VERIFICATION_TEXTS,
  VERIFY_FORM_TEXTS,
  type VerificationSearchResponse,
} from '@carrier/shared/discount-program';
import { resendOtp, verifyOtp } from '../api/verification-search.ts';
import { track } from '../../../analytics/track.ts';

export interface OtpModalProps {
  otpId: string;
  lang: 'en' | 'es';
  csrfToken?: string;
  /** The right code: the search's answer with the verifications found. */
  onVerified: (answer: VerificationSearchResponse) => void;
  onClose: () => void;
}

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${OTP_LENGTH}}$`);

function otpEvent(eventAction: 'submit' | 'response', status?: number) {
  track({
    event: 'formEvent',
    eventCode: 'verificationOtp',
    eventAction,
    formName: 'signatureVerify',
    ...(status ? { status } : {}),
  });
}

/**
 * 001 §2, §5 duplicate-verification one-time-code modal: 'You’ve submitted this form before', a code of at most 5
 * characters (placeholder XXXXX), 'Please enter valid OTP' for a wrong one, and 'Didn’t receive an email?' with
 * 'Send email again'.
 */
export function OtpModal({ otpId, lang, csrfToken, onVerified, onClose }: OtpModalProps) {
  const text = VERIFY_FORM_TEXTS[lang];
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!CODE_PATTERN.test(code.trim())) {
      setError(VERIFICATION_TEXTS[lang].invalidOtp);
      return;
    }
    setBusy(true);
    setNotice('');
    otpEvent('submit');
    const result = await verifyOtp(otpId, code.trim().toUpperCase(), csrfToken);
    setBusy(false);
    otpEvent('response', result.ok ? 200 : result.error.status);
    if (result.ok) return onVerified(result.data);
    setError(
      result.error.status === 410
        ? text.otpExpired
        : result.error.status === 400
          ? VERIFICATION_TEXTS[lang].invalidOtp
          : VERIFICATION_TEXTS[lang].systemError,
    );
  };

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    const result = await resendOtp(otpId, csrfToken);
    setBusy(false);
    if (result.ok) {
      setError(null);
      setCode('');
      setNotice(text.otpResent);
    } else setError(result.error.status === 410 ? text.otpExpired : VERIFICATION_TEXTS[lang].systemError);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="verify-otp-heading" aria-describedby="verify-otp-copy">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="verify-otp-heading" component="h2">
          {text.otpHeading}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id="verify-otp-copy" component="p">
            {text.otpCopy}
          </Typography>
          <TextField
            id="verify-otp-code"
            label={text.otpLabel}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.slice(0, OTP_LENGTH));
              setError(null);
            }}
            placeholder="XXXXX"
            autoComplete="one-time-code"
            autoFocus
            required
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{
              htmlInput: { maxLength: OTP_LENGTH, autoCapitalize: 'characters', spellCheck: false },
              // the wrong code's message is announced as it appears
              formHelperText: error ? { role: 'alert' } : {},
            }}
          />
          <Typography component="p">
            {text.otpResendPrompt}{' '}
            <Link component="button" type="button" onClick={() => void resend()}>
              {text.otpResend}
            </Link>
          </Typography>
          <Typography role="status" component="p" aria-live="polite">
            {notice}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>{text.close}</Button>
          <Button type="submit" variant="contained" disableElevation aria-disabled={busy}>
            {text.otpSubmit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
