import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { siteText } from '../site/site-text.ts';
import { useLocale } from '../site/use-locale.ts';

export function SiteFooter() {
  const text = siteText[useLocale()];
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', borderTop: 1, borderColor: 'grey.300', py: 4 }}>
      <Container maxWidth="lg">
        <Typography component="p" color="text.secondary">
          {text.copyright(new Date().getFullYear())}
        </Typography>
      </Container>
    </Box>
  );
}
