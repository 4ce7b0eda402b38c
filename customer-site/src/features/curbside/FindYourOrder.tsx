import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CurbsideCopy } from './curbside-props.ts';

/** 002 §2.8: the address does not name an order this page can check in (the parameters break a §5 rule). */
export function FindYourOrder({ copy, headingLevel }: { copy: CurbsideCopy; headingLevel: 'h1' | 'h2' }) {
  return (
    <Box data-testid="curbside-find-order">
      <Typography component={headingLevel} variant="h3" sx={{ mb: 2 }}>
        {copy.findHeading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{copy.findCopy}</Typography>
      <Typography sx={{ mb: 2 }}>{copy.findHelp}</Typography>
      <Link href={copy.helpPageUrl}>{copy.findStoreLink}</Link>
    </Box>
  );
}
