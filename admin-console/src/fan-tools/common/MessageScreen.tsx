import { Box, Typography } from '@mui/material';

/** A full-page message with its own h1: the Unauthorized and Error screens. */
export const MessageScreen = ({ heading, body }: { heading: string; body: string }) => (
  <Box component="section" sx={{ maxWidth: 720, py: 4 }}>
    <Typography variant="h4" component="h1" gutterBottom>
      {heading}
    </Typography>
    <Typography>{body}</Typography>
  </Box>
);
