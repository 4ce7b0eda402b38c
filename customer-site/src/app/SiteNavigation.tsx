import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { currentSection, type FrameDocument } from '@carrier/shared/content';

/**
 * The site's sections, from the frame document: a labelled nav landmark, the current section marked with
 * aria-current. On small screens the list sits behind a disclosure button that closes on Escape (focus back on
 * the button) and after choosing a page. Both forms are in the markup; CSS picks one, so server and browser agree.
 */
export function SiteNavigation({ navigation }: { navigation: FrameDocument['navigation'] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A page chosen from the menu closes it: settled while rendering the new address. (An effect would also run when
  // the menu first shows, after the page's first paint, and could close it again right after a quick first tap.)
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = currentSection(navigation.sections, pathname);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <Box component="nav" aria-label={navigation.label} onKeyDown={onKeyDown} sx={{ display: 'flex' }}>
      <Button
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        startIcon={open ? <CloseIcon aria-hidden /> : <MenuIcon aria-hidden />}
        variant="outlined"
        size="small"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        {navigation.menuButton}
      </Button>
      <Box
        component="ul"
        id={listId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          gap: { xs: 0, md: 3 },
          display: { xs: open ? 'flex' : 'none', md: 'flex' },
          flexDirection: { xs: 'column', md: 'row' },
          // small screens: the open menu drops below the header, full width
          position: { xs: 'absolute', md: 'static' },
          top: { xs: '100%', md: 'auto' },
          left: 0,
          right: 0,
          zIndex: 1100,
          bgcolor: 'background.paper',
          borderStyle: 'solid',
          borderWidth: { xs: '0 0 1px 0', md: 0 },
          borderColor: 'grey.300',
          boxShadow: { xs: 3, md: 'none' },
        }}
      >
        {navigation.sections.map((section) => {
          const isCurrent = section === current;
          const onLanding = isCurrent && trimSlash(pathname) === trimSlash(section.href);
          return (
            <Box component="li" key={section.href}>
              <Link
                href={section.href}
                aria-current={isCurrent ? (onLanding ? 'page' : 'true') : undefined}
                underline="hover"
                sx={{
                  display: 'block',
                  px: { xs: 3, md: 0 },
                  py: { xs: 1.5, md: 0.5 },
                  fontWeight: 600,
                  color: 'text.primary',
                  // the current section: a bar beside it in the small-screen menu, under it in the row
                  borderStyle: 'solid',
                  borderWidth: { xs: '0 0 0 4px', md: '0 0 3px 0' },
                  borderColor: isCurrent ? 'primary.main' : 'transparent',
                  '&[aria-current]': { color: 'primary.main' },
                }}
              >
                {section.label}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
