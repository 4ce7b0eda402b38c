import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { submissionText } from '../../site/submission-text.ts';
import { useLocale } from '../../site/use-locale.ts';

export interface ReceiptLink {
  label: string;
  href: string;
}

interface Props {
  reference: string;
  alreadyReceived?: boolean | undefined;
  /** Where the customer can go next: pages that exist on this site. */
  links?: readonly ReceiptLink[];
  /** Offered when the form can take another request: a new submission key and an empty form. */
  onStartNew?: (() => void) | undefined;
}

/**
 * What a customer keeps after sending a request: its reference, set large and spaced so it reads aloud over the phone,
 * a note when the same request had already been received (a reload or a second click sent it again), and next steps.
 */
export function SubmissionReceipt({ reference, alreadyReceived, links = [], onStartNew }: Props) {
  const text = submissionText[useLocale()];
  return (
    <Box data-testid="submission-receipt" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {alreadyReceived && (
        <Alert severity="info" data-testid="already-received" sx={{ justifySelf: 'stretch' }}>
          {text.alreadyReceived}
        </Alert>
      )}
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 3, py: 2, bgcolor: 'background.default' }}
        role="group"
        aria-labelledby="submission-reference-label"
      >
        <Typography id="submission-reference-label" component="p" variant="body2" color="text.secondary">
          {text.referenceLabel}
        </Typography>
        <Typography
          component="p"
          data-testid="submission-reference"
          sx={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' }}
        >
          {reference}
        </Typography>
        <Typography component="p" variant="body2">
          {text.keepIt}
        </Typography>
      </Box>
      {links.length > 0 && (
        <Box component="nav" aria-label={text.nextSteps}>
          <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
            {text.nextSteps}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {onStartNew && (
        <Button variant="outlined" onClick={onStartNew}>
          {text.startNew}
        </Button>
      )}
    </Box>
  );
}
