import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';
import { contentLinkSchema } from './content-link.ts';
import { useOwnsPageHeading } from './use-owns-page-heading.ts';

const heroPanelPropsSchema = z.object({
  eyebrow: z.string().trim().min(1).max(100).optional(),
  heading: z.string().trim().min(1).max(200),
  subCopy: z.string().trim().min(1).max(600).optional(),
  primaryCta: contentLinkSchema.optional(),
});

/** 002 §2.11 hero panel: the page's headline band, with an optional eyebrow, sub-copy and call to action. */
export const HeroPanel = contentComponent('heroPanel', heroPanelPropsSchema, function HeroPanelView({ props }) {
  const level = useOwnsPageHeading() ? 'h1' : 'h2';
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 6, md: 10 },
        // the focus ring must show on the dark band
        '--focus-ring': '#ffffff',
      }}
    >
      <Container maxWidth="lg">
        {props.eyebrow && (
          <Typography component="p" variant="overline" sx={{ fontSize: '0.9rem', letterSpacing: '0.08em' }}>
            {props.eyebrow}
          </Typography>
        )}
        <Typography component={level} variant="h1" sx={{ maxWidth: '20ch' }}>
          {props.heading}
        </Typography>
        {props.subCopy && (
          <Typography component="p" sx={{ mt: 2, maxWidth: '40rem', fontSize: { xs: '1.1rem', md: '1.25rem' } }}>
            {props.subCopy}
          </Typography>
        )}
        {props.primaryCta && (
          <Button
            href={props.primaryCta.href}
            variant="contained"
            size="large"
            disableElevation
            sx={{ mt: 4, bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
          >
            {props.primaryCta.label}
          </Button>
        )}
      </Container>
    </Box>
  );
});
