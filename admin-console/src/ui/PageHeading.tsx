import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/**
 * A resource page's own h1 (the app bar shows the title as plain text): where a screen-reader user's outline of the
 * page starts, with its sections (h2) and the tool's cards (h3) under it.
 */
export const PageHeading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);

/** A section of a resource page under its own h2, for content whose headings start at h3 (the tool's cards). */
export const PageSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Typography variant="h6" component="h2" id={id} sx={{ px: 2, pt: 2 }}>
      {title}
    </Typography>
    {children}
  </section>
);
