import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VerifyFormText } from '@carrier/shared/discount-program';
import { stripPhone, type VerifyFormValues } from '../form/verify-form-rules.ts';
import type { SegmentContent } from '../verify-props.ts';
import { VerifyHeading } from '../VerifyHeading.tsx';
import { OfferBenefits } from './OfferBenefits.tsx';

export interface ReviewFormProps {
  content: SegmentContent;
  values: VerifyFormValues;
  text: VerifyFormText;
  headingLevel: 'h2' | 'h3';
  onEdit: () => void;
  onStartOver: () => void;
  onCheckEligibility: () => void;
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
      />
    </svg>
  );
}

/**
 * 001 §2 review screen (review_form): name, phone ('NA' if absent), e-mail and the optional address, the offer's
 * benefits; a pencil edits the application, Start over clears it, Check eligibility sends it; only one offer can be
 * enrolled at a time.
 */
export function ReviewForm({
  content,
  values,
  text,
  headingLevel,
  onEdit,
  onStartOver,
  onCheckEligibility,
}: ReviewFormProps) {
  const headingId = `verify-${content.segment}-review-heading`;
  const phone = stripPhone(values.phone);
  const address = [values.address1, values.city, values.state]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(', ');
  const rows: Array<[string, string]> = [
    [text.reviewName, `${values.firstName.trim()} ${values.lastName.trim()}`],
    [text.reviewPhone, phone ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : text.notAvailable],
    [text.reviewEmail, values.email.trim()],
    ...(address ? ([[text.reviewAddress, `${address} ${values.postalCode}`]] as Array<[string, string]>) : []),
  ];
  const sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="review-form">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <VerifyHeading id={headingId} level={headingLevel}>
          {text.reviewHeading}
        </VerifyHeading>
        <IconButton onClick={onEdit} aria-label={text.edit} title={text.edit}>
          <PencilIcon />
        </IconButton>
      </Box>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography component={sub} variant="h3" sx={{ mb: 1 }}>
        {text.reviewOffer}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <OfferBenefits content={content} otherBenefitsLabel={text.otherBenefits} level="h4" />
      </Paper>
      <Typography component="p" sx={{ mb: 3 }}>
        {text.oneOfferNote}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onStartOver}>
          {text.startOver}
        </Button>
        <Button variant="contained" size="large" disableElevation onClick={onCheckEligibility}>
          {text.checkEligibility}
        </Button>
      </Box>
    </Box>
  );
}
