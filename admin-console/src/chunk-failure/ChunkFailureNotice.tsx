import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { consoleText } from '../console-text.ts';

/** What the console shows when a part of it could not be downloaded: what happened, and a reload. */
export const ChunkFailureNotice = () => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'grey.100' }}>
    <Container maxWidth="sm">
      <Paper role="alert" sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {consoleText.chunkFailedHeading}
        </Typography>
        <Typography component="p" sx={{ mb: 3 }}>
          {consoleText.chunkFailedBody}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {consoleText.reload}
        </Button>
      </Paper>
    </Container>
  </Box>
);
