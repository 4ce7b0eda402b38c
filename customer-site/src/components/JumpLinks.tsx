import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const jumpLinksPropsSchema = z.object({
  label: z.string().trim().min(1).max(100),
  links: z
    .array(z.object({ label: z.string().trim().min(1).max(100), target: z.string().regex(/^[A-Za-z][\w-]*$/) }))
    .min(1)
    .max(20),
});

/** 002 §2.11 jump links: in-page links to panels or components by their id. */
export const JumpLinks = contentComponent('jumpLinks', jumpLinksPropsSchema, function JumpLinksView({ props }) {
  return (
    <Container maxWidth="lg">
      <Box component="nav" aria-label={props.label}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', m: 0, p: 0 }}>
          {props.links.map((l) => (
            <li key={l.target}>
              <Link href={`#${l.target}`}>{l.label}</Link>
            </li>
          ))}
        </Box>
      </Box>
    </Container>
  );
});
