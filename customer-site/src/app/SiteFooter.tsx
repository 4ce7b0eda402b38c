import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { documentPathFor, localizedPath, type FrameLink } from '@carrier/shared/content';
import { useSiteFrame } from '../site/frame/use-site-frame.ts';
import { siteText } from '../site/site-text.ts';
import { useLocale } from '../site/use-locale.ts';

/**
 * Support and shopping links, legal links, the language switch and the copyright line, from the frame document.
 * The footer keeps a minimum height while the frame loads, so a short page does not jump when it arrives.
 */
export function SiteFooter() {
  const locale = useLocale();
  const text = siteText[locale];
  const frame = useSiteFrame();
  const { pathname, search } = useLocation();
  const here = documentPathFor(pathname).path;
  const year = new Date().getFullYear();
  const footer = frame.status === 'ready' ? frame.frame.footer : null;

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'grey.100', borderTop: 1, borderColor: 'grey.300', py: 5, minHeight: { xs: 520, md: 260 } }}
    >
      <Container maxWidth="lg">
        {footer && (
          <Box
            component="nav"
            aria-label={footer.label}
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              mb: 4,
            }}
          >
            {footer.groups.map((group) => (
              <FooterGroup key={group.heading} heading={group.heading} links={group.links} />
            ))}
            <FooterGroup heading={footer.legal.label} links={footer.legal.links} />
            <Box>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {footer.languageHeading}
              </Typography>
              <Link
                href={localizedPath(here, text.otherLanguage.locale) + search}
                lang={text.otherLanguage.lang}
                hrefLang={text.otherLanguage.locale}
                color="text.primary"
              >
                {text.otherLanguage.label}
              </Link>
            </Box>
          </Box>
        )}
        <Typography component="p" color="text.secondary">
          {footer ? footer.copyright.replaceAll('{year}', String(year)) : text.copyright(year)}
        </Typography>
      </Container>
    </Box>
  );
}

function FooterGroup({ heading, links }: { heading: string; links: readonly FrameLink[] }) {
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} color="text.primary">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
