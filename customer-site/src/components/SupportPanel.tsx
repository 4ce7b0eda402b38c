import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';
import { contentLinkSchema } from './content-link.ts';

const supportPanelPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200),
  options: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(100),
        text: z.string().trim().max(400).optional(),
        link: contentLinkSchema,
      }),
    )
    .min(1)
    .max(8),
});

/** 002 §2.11 support panel: ways to get help (call, chat, visit), each with a link. */
export const SupportPanel = contentComponent(
  'supportPanel',
  supportPanelPropsSchema,
  function SupportPanelView({ props }) {
    return (
      <Container maxWidth="lg">
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {props.heading}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {props.options.map((o) => (
            <Box component="li" key={o.title} sx={{ bgcolor: 'grey.100', borderRadius: 2, p: 3 }}>
              <Typography component="h3" variant="h5">
                {o.title}
              </Typography>
              {o.text && (
                <Typography component="p" sx={{ my: 1 }}>
                  {o.text}
                </Typography>
              )}
              <Link href={o.link.href}>{o.link.label}</Link>
            </Box>
          ))}
        </Box>
      </Container>
    );
  },
);
