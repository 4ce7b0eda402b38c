import { Box, Typography } from '@mui/material';
import { consoleText } from '../console-text.ts';

/** 002 §2.4 footer: the copyright line ('Create new group' joins it for write users with the group screens). */
export const FanToolFooter = () => (
  <Box component="footer" sx={{ mt: 4, py: 2, borderTop: 1, borderColor: 'divider' }}>
    <Typography variant="body2" color="text.secondary">
      {consoleText.copyright(new Date().getFullYear())}
    </Typography>
  </Box>
);
