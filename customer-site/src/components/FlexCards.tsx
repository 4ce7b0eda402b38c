import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';
import { contentLinkSchema } from './content-link.ts';

const flexCardsPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200).optional(),
  cards: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        body: z.string().trim().min(1).max(600),
        link: contentLinkSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
});

/** 002 §2.11 flex cards: cards that share a row and wrap on small screens. */
export const FlexCards = contentComponent('flexCards', flexCardsPropsSchema, function FlexCardsView({ props }) {
  return (
    <Container maxWidth="lg">
      {props.heading && (
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {props.heading}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {props.cards.map((c) => (
          <Box
            component="li"
            key={c.title}
            sx={{ flex: '1 1 16rem', border: 1, borderColor: 'grey.400', borderRadius: 2, p: 3 }}
          >
            <Typography component="h3" variant="h5">
              {c.title}
            </Typography>
            <Typography component="p" sx={{ my: 1 }}>
              {c.body}
            </Typography>
            {c.link && <Link href={c.link.href}>{c.link.label}</Link>}
          </Box>
        ))}
      </Box>
    </Container>
  );
});
