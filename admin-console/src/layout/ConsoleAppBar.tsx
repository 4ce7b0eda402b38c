import { AppBar, TitlePortal } from 'react-admin';

/**
 * react-admin's app bar (user menu with the employee's name and sign-out), with the page title as plain text:
 * each page carries its own h1, so the bar must not add a heading before it.
 */
export const ConsoleAppBar = () => (
  <AppBar>
    <TitlePortal component="span" />
  </AppBar>
);
