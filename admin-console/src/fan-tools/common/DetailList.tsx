import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; an empty value stays blank. */
export const DetailList = ({ items }: { items: readonly DetailItem[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
      columnGap: 3,
      rowGap: { xs: 0.5, sm: 1 },
      m: 0,
    }}
  >
    {items.map(({ label, value }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {label}
        </Box>
        <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
          {value}
        </Box>
      </Box>
    ))}
  </Box>
);
