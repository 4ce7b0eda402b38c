import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VerificationSearchResponse, VerifyFormText } from '@carrier/shared/discount-program';
import { siteHref, type Locale } from '@carrier/shared/content';
import type { SegmentContent } from '../verify-props.ts';
import { VerifyHeading } from '../VerifyHeading.tsx';
import { OfferBenefits } from './OfferBenefits.tsx';

type VerificationInfo = VerificationSearchResponse['verificationInfo'][number];

export interface MultipleVerificationReviewProps {
  content: SegmentContent;
  /** The verification found by the search, in another segment, and that segment's content when the hub has it. */
  current: VerificationInfo;
  currentContent: Pick<SegmentContent, 'offer' | 'segmentDisplayName'>;
  text: VerifyFormText;
  locale: Locale;
  headingLevel: 'h2' | 'h3';
  onSwitch: () => void;
}

/**
 * 001 §2 multiple-verification review: the current benefits and the new ones side by side with an 'OR' divider.
 * Keeping the current ones opens their document upload page; switching goes on with this form's application.
 */
export function MultipleVerificationReview({
  content,
  current,
  currentContent,
  text,
  locale,
  headingLevel,
  onSwitch,
}: MultipleVerificationReviewProps) {
  // the search answers the page's address in English; a Spanish page keeps its customer in Spanish
  const uploadUrl = siteHref(current.docUploadUrl, locale);
  const headingId = `verify-${content.segment}-multiple-heading`;
  const card = (
    badge: string,
    offer: Pick<SegmentContent, 'offer' | 'segmentDisplayName'>,
    action: React.ReactNode,
  ) => (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box>
        <Chip label={badge} color="primary" variant="outlined" />
      </Box>
      <OfferBenefits
        content={offer}
        otherBenefitsLabel={text.otherBenefits}
        level={headingLevel === 'h2' ? 'h3' : 'h4'}
      />
      <Box>{action}</Box>
    </Paper>
  );
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="multiple-verification-review">
      <VerifyHeading id={headingId} level={headingLevel}>
        {text.multipleHeading}
      </VerifyHeading>
      <Typography component="p" sx={{ mb: 3 }}>
        {text.multipleCopy}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr' }, alignItems: 'stretch' }}
      >
        {card(
          text.currentBenefits,
          currentContent,
          <Button variant="outlined" size="large" href={uploadUrl}>
            {text.keepBenefits}
          </Button>,
        )}
        <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'flex' } }}>
          {text.or}
        </Divider>
        <Divider sx={{ display: { xs: 'flex', md: 'none' } }}>{text.or}</Divider>
        {card(
          text.newBenefits,
          content,
          <Button variant="contained" size="large" disableElevation onClick={onSwitch}>
            {text.switchBenefits}
          </Button>,
        )}
      </Box>
    </Box>
  );
}
