import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { siteText } from '../site-text.ts';
import { useLocale } from '../use-locale.ts';

/** What happened, in the page's language, and a reload that fetches the site's current files. */
export function ChunkFailureNotice({ scope }: { scope: 'page' | 'part' }) {
  const text = siteText[useLocale()].chunkFailure;
  return (
    <Container maxWidth="md" role="alert" sx={{ py: scope === 'page' ? { xs: 6, md: 10 } : 4 }}>
      <Typography component={scope === 'page' ? 'h1' : 'h2'} variant={scope === 'page' ? 'h1' : 'h4'} sx={{ mb: 2 }}>
        {text.heading}
      </Typography>
      <Typography component="p" sx={{ mb: 3, fontSize: '1.125rem' }}>
        {text.body}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {text.reload}
      </Button>
    </Container>
  );
}
