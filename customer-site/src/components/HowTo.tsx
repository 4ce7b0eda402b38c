import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const howToPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200),
  steps: z
    .array(z.object({ title: z.string().trim().min(1).max(150), text: z.string().trim().max(1000).optional() }))
    .min(1)
    .max(20),
});

/** 002 §2.11 how-to: numbered steps. */
export const HowTo = contentComponent('howTo', howToPropsSchema, function HowToView({ props }) {
  return (
    <Container maxWidth="lg">
      <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
        {props.heading}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {props.steps.map((s, i) => (
          <Box component="li" key={i} sx={{ mb: 2 }}>
            <Typography component="h3" variant="h6">
              {s.title}
            </Typography>
            {s.text && <Typography component="p">{s.text}</Typography>}
          </Box>
        ))}
      </Box>
    </Container>
  );
});
