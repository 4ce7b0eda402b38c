import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A whole-form screen in place of the steps: an empty state (000 §2) or the confirmation page (with its receipt). */
export function MilitaryScreen({
  heading,
  text,
  testId,
  children,
}: {
  heading: string;
  text: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Typography component="h3" variant="h3" tabIndex={-1} id={`${testId}-heading`}>
        {heading}
      </Typography>
      <Typography component="p">{text}</Typography>
      {children}
    </Box>
  );
}
