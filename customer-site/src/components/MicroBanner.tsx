import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';
import { contentLinkSchema } from './content-link.ts';

const microBannerPropsSchema = z.object({
  text: z.string().trim().min(1).max(300),
  link: contentLinkSchema.optional(),
});

/** 002 §2.11 micro banner: one short line of news with an optional link. */
export const MicroBanner = contentComponent('microBanner', microBannerPropsSchema, function MicroBannerView({ props }) {
  return (
    <Box sx={{ bgcolor: 'grey.100', py: 1.5 }}>
      <Container maxWidth="lg">
        <Typography component="p" sx={{ textAlign: 'center' }}>
          {props.text}
          {props.link && (
            <>
              {' '}
              <Link href={props.link.href}>{props.link.label}</Link>
            </>
          )}
        </Typography>
      </Container>
    </Box>
  );
});
