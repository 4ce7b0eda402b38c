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
  /** An illustration served by this site (/images/…), with its intrinsic size and a text alternative. */
  image: z
    .object({
      src: z
        .string()
        .trim()
        .regex(/^\/images\/[\w-]+\.(svg|webp)$/, 'An image under /images/ on this site, SVG or WebP'),
      alt: z.string().trim().min(1).max(300),
      width: z.number().int().min(1).max(4000),
      height: z.number().int().min(1).max(4000),
    })
    .optional(),
});

/**
 * 002 §2.11 hero panel: the page's headline band, with an optional eyebrow, sub-copy, call to action and
 * illustration. The band splits in two only when content gives an image, so no half of it is ever left empty.
 */
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
      <Container
        maxWidth="lg"
        sx={
          props.image
            ? { display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }
            : undefined
        }
      >
        <div>
          {props.eyebrow && (
            <Typography component="p" variant="overline">
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
        </div>
        {props.image && (
          <Box
            component="img"
            src={props.image.src}
            alt={props.image.alt}
            width={props.image.width}
            height={props.image.height}
            decoding="async"
            sx={{
              display: { xs: 'none', sm: 'block' },
              width: '100%',
              maxWidth: 480,
              height: 'auto',
              justifySelf: 'center',
            }}
          />
        )}
      </Container>
    </Box>
  );
});
