import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const textBlockPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200).optional(),
  paragraphs: z.array(z.string().trim().min(1).max(2000)).min(1).max(20),
});

/** 002 §2.11 text block: an optional heading over plain paragraphs (plain text, never HTML). */
export const TextBlock = contentComponent('textBlock', textBlockPropsSchema, function TextBlockView({ props }) {
  return (
    <Container maxWidth="lg">
      <Box sx={{ maxWidth: '48rem' }}>
        {props.heading && (
          <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
            {props.heading}
          </Typography>
        )}
        {props.paragraphs.map((text, i) => (
          <Typography key={i} component="p" sx={{ mb: 2, fontSize: '1.0625rem', lineHeight: 1.7 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Container>
  );
});
