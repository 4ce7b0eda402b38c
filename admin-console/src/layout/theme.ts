import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with darker blues and red, so text on the app bar, links and focused or failing
 * field labels keep at least 4.5:1 contrast (its default app bar blue gives white text only 3.1:1).
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0', contrastText: '#ffffff' },
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
  },
  components: {
    ...defaultLightTheme.components,
    // the notification's Undo sits on the snackbar's dark grey: a light blue keeps it readable
    RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: '#90caf9' } } } },
  },
};

/**
 * react-admin's dark theme, offered by the app bar's toggle (react-admin keeps the choice in its store): light
 * blues and a light red on the dark grounds, so links, labels and errors keep at least 4.5:1 contrast there too.
 */
export const consoleDarkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#90caf9', contrastText: '#000000' },
    secondary: { light: '#e3f2fd', main: '#bbdefb', dark: '#90caf9', contrastText: '#000000' },
    error: { main: '#ef9a9a', contrastText: '#000000' },
  },
  components: {
    ...defaultDarkTheme.components,
    // in the dark theme the snackbar is light grey: a dark blue Undo
    RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: '#0d47a1' } } } },
  },
};
