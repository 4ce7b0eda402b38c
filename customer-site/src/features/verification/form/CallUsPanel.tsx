import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VerifyFormText } from '@carrier/shared/discount-program';

/** 001 §2 the call-us panel of the sales-assist option, beside the verify form when its flag is on. */
export function CallUsPanel({ text, level }: { text: VerifyFormText; level: 'h3' | 'h4' }) {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label={text.salesAssistHeading}
      sx={{ p: 3, mt: 4 }}
      data-testid="call-us-panel"
    >
      <Typography component={level} variant="h3" sx={{ mb: 1 }}>
        {text.salesAssistHeading}
      </Typography>
      <Typography component="p" sx={{ mb: 1 }}>
        {text.salesAssistCopy}
      </Typography>
      <Link href={`tel:+${text.salesAssistPhone.replace(/\D/g, '')}`} sx={{ fontWeight: 700 }}>
        {text.salesAssistPhone}
      </Link>
    </Paper>
  );
}
