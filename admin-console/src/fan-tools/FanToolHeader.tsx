import { Box, Typography } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';

export const FanToolHeader = () => (
  <Box component="header" sx={{ mb: 3 }}>
    <Typography variant="h4" component="h1">
      {fanToolsText.title}
    </Typography>
    <Typography color="text.secondary">{fanToolsText.subtitle}</Typography>
  </Box>
);
