import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { DetailList, type DetailItem } from './DetailList.tsx';

/** One titled part of the 'FAN ID details' section, named by its heading. */
export const DetailSection = ({ heading, items }: { heading: string; items: readonly DetailItem[] }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="subtitle1" component="h5" id={headingId} sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      <DetailList items={items} />
    </Box>
  );
};
