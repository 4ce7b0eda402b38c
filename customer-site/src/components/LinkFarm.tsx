import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';
import { contentLinkSchema } from './content-link.ts';

const linkFarmPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200),
  links: z
    .array(contentLinkSchema.extend({ description: z.string().trim().min(1).max(300).optional() }))
    .min(1)
    .max(60),
});

/** 002 §2.11 link farm: a labelled set of links to areas of the site, each with an optional line of description. */
export const LinkFarm = contentComponent('linkFarm', linkFarmPropsSchema, function LinkFarmView({ props }) {
  const headingId = useId();
  return (
    <Container maxWidth="lg">
      <Box component="nav" aria-labelledby={headingId}>
        <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 3 }}>
          {props.heading}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {props.links.map((link) => (
            <Box
              component="li"
              key={`${link.href} ${link.label}`}
              sx={{ border: 1, borderColor: 'grey.400', borderRadius: 2, p: 3 }}
            >
              <Link href={link.href} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
                {link.label}
              </Link>
              {link.description && (
                <Typography component="p" color="text.secondary" sx={{ mt: 1 }}>
                  {link.description}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
});
