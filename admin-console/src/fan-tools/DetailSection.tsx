import { Box, Typography } from '@mui/material';
import { DetailList, type DetailItem } from './DetailList.tsx';

/** One titled part of the 'FAN ID details' section. */
export const DetailSection = ({ heading, items }: { heading: string; items: readonly DetailItem[] }) => (
  <Box component="section" sx={{ '& + &': { mt: 3 } }}>
    <Typography variant="subtitle1" component="h5" sx={{ fontWeight: 600, mb: 1 }}>
      {heading}
    </Typography>
    <DetailList items={items} />
  </Box>
);
