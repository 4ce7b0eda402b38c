import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const headbandPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200),
  subCopy: z.string().trim().min(1).max(400).optional(),
});

/** 002 §2.11 headband: a section heading band that introduces what follows. */
export const Headband = contentComponent('headband', headbandPropsSchema, function HeadbandView({ props }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'grey.300', py: 3 }}>
      <Container maxWidth="lg">
        <Typography component="h2" variant="h2">
          {props.heading}
        </Typography>
        {props.subCopy && (
          <Typography component="p" sx={{ mt: 1 }}>
            {props.subCopy}
          </Typography>
        )}
      </Container>
    </Box>
  );
});
