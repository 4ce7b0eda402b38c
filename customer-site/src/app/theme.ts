import { createTheme } from '@mui/material/styles';
import type { LinkProps } from '@mui/material/Link';
import { LinkBehavior } from '../components/LinkBehavior.tsx';

/**
 * The site's look. Colours keep at least 4.5:1 contrast for text; focus is a 3px ring in --focus-ring, which dark
 * areas (the hero) set to white so it stays visible. No web fonts: the CSP allows none from outside hosts.
 */
const focusRing = { outline: '3px solid var(--focus-ring)', outlineOffset: '2px' } as const;

export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a', dark: '#083a66', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  // One type scale: headings step down by about 1.15 and share one weight, so a page's outline reads at a glance;
  // h1 and h2 grow with the viewport between the sizes a phone and a desktop need.
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' },
    h2: { fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
    h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
    subtitle1: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.5 },
    subtitle2: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
    overline: { fontSize: '0.875rem', fontWeight: 600, letterSpacing: '0.08em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':root': { '--focus-ring': '#0b4f8a' },
        'a:focus-visible, button:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
        '[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    MuiButtonBase: {
      defaultProps: { LinkComponent: LinkBehavior, disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: {
      defaultProps: { component: LinkBehavior } as LinkProps,
      styleOverrides: { root: { textUnderlineOffset: '0.15em', '&.Mui-focusVisible, &:focus-visible': focusRing } },
    },
  },
});
