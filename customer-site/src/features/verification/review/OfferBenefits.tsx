import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SegmentContent } from '../verify-props.ts';

/** 001 §2 an offer's benefits: its heading, the leading benefit, then 'Other benefits include:' and the rest. */
export function OfferBenefits({
  content,
  otherBenefitsLabel,
  level,
}: {
  content: Pick<SegmentContent, 'offer' | 'segmentDisplayName'>;
  otherBenefitsLabel: string;
  level: 'h3' | 'h4';
}) {
  const heading = content.offer?.heading ?? content.segmentDisplayName;
  const [first, ...others] = content.offer?.benefits ?? [];
  return (
    <Box>
      <Typography component={level} variant="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {first && <Typography component="p">{first}</Typography>}
      {others.length > 0 && (
        <>
          <Typography component="p" sx={{ mt: 1, fontWeight: 700 }}>
            {otherBenefitsLabel}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {others.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
